// /kirim-labeling: the receive-refined number is looked up from 12 characters after a 1 s pause (GET
// terima-sepuh); its remainder per tray and type is the initial qty and weight (read-only). Choose the branch
// (cabang), its KC destination tray, the item type (A or SP, default SP), the qty and weight to send (not
// above the initial: the add button is disabled while they are) and the attribute weight (default 0); one
// line only. Kirim posts kirim-labeling, prints INTERNAL, LABEL, TUKANG, and fetches the remainder again
// (the number is dropped when the batch is used up). The line is a local draft.
import { useEffect, useMemo, useState } from 'react';
import { Button, Group, Paper, SegmentedControl, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSend, IconTrash } from '@tabler/icons-react';
import {
  buildSlip,
  compareGrams,
  formatGrams,
  ITEM_TYPE,
  type ItemType,
  kirimLabelingSlip,
  MESSAGES,
  SEMUA,
  sepuhanApi,
  TIPE_BARANG_LABELING,
  WAREHOUSE,
} from '@kencana/core';
import { DataTable, type DataTableColumnDef } from '../../components/data-table/index.ts';
import {
  acceptContract,
  DocumentResultPanel,
  documentFacts,
  RESULT_TEXT,
  SaveButton,
  useDocumentDraft,
  useDocumentSave,
  useLeaveGuard,
} from '../../components/document/index.ts';
import { DigitsInput, UpperTextInput, WeightInput } from '../../components/inputs/index.ts';
import { PageFrame } from '../../components/page-frame/index.ts';
import { callApi, errorText, useApiQuery } from '../../lib/api.ts';
import { downloadSlip } from '../../lib/download.ts';
import { useMasterOptions } from '../../lib/master-lists.ts';
import { notifyError } from '../../lib/notify.ts';
import { Figure } from '../../components/figure/index.ts';
import { slipShop } from '../../lib/slip-shop.ts';
import { useTrayOptions } from './shared.tsx';

export const KIRIM_LABELING_TEXT = {
  noTerima: 'No Terima Sepuh',
  baki: 'Kode Baki',
  jenis: 'Jenis',
  qtyAwal: 'Qty Awal',
  beratAwal: 'Berat Awal',
  cabang: 'Cabang',
  tujuan: 'Baki Tujuan',
  tipe: 'Tipe Barang',
  jmlQty: 'Jumlah Qty',
  jmlBerat: 'Jumlah Berat',
  beratAtribut: 'Berat Atribut',
  tambah: 'Tambah',
  kirim: 'Kirim',
  konfirmasi: 'Kirim Labeling Ini?',
} as const;

export const LABELING_LOOKUP_DELAY_MS = 1000;

type Line = {
  kode_baki: string;
  kode_baki_tujuan: string;
  kode_dept: string;
  kode_cabang: string;
  kadar: 'SP' | 'A';
  qty_awal: number;
  berat_awal: string;
  jumlah_qty: number;
  jumlah_berat: string;
  berat_atribut: string;
};
type Draft = { no_terima_sepuh: string; lines: Line[] };

/** The first rule the entry breaks (the add button is disabled meanwhile), or null. */
export function labelingProblem(awal: { qty: number; berat: string }, jmlQty: string, jmlBerat: string): string | null {
  if (jmlQty !== '' && Number(jmlQty) > awal.qty) return MESSAGES.jumlahQtyMelebihiQtyAwal;
  if (jmlBerat !== '' && compareGrams(jmlBerat, awal.berat) > 0) return MESSAGES.jumlahBeratMelebihiBeratAwal;
  return null;
}

export default function KirimLabelingPage() {
  const draft = useDocumentDraft<Draft>('kirim-labeling', { no_terima_sepuh: '', lines: [] });
  const setDraft = draft.set;
  useLeaveGuard(draft.value.lines.length > 0);
  const [pick, setPick] = useState<string | null>(null);
  const [cabang, setCabang] = useState<string | null>(null);
  const [tujuan, setTujuan] = useState<string | null>(null);
  const [tipe, setTipe] = useState<ItemType>(ITEM_TYPE.SP);
  const [jmlQty, setJmlQty] = useState('');
  const [jmlBerat, setJmlBerat] = useState('');
  const [beratAtribut, setBeratAtribut] = useState('0');
  const { saving, result, clearResult, submit } = useDocumentSave();
  const tokos = useMasterOptions('toko');
  const kcTrays = useTrayOptions(cabang ? WAREHOUSE.DISPLAY : '', cabang ?? undefined);

  // The batch's remainder, looked up once the number is long enough and the typing has rested.
  const [code] = useDebouncedValue(draft.value.no_terima_sepuh.trim().toUpperCase(), LABELING_LOOKUP_DELAY_MS);
  const sisaQuery = useApiQuery(
    sepuhanApi.sisaTerimaSepuh,
    { query: { no_terima_sepuh: code, kode_baki: SEMUA, kode_dept: SEMUA } },
    { enabled: code.length >= 12, retry: false, staleTime: 0 },
  );
  const sisa = useMemo(
    () => (code.length >= 12 && !sisaQuery.isError ? (sisaQuery.data?.data.detail ?? []) : []),
    [code, sisaQuery.isError, sisaQuery.data],
  );
  const answeredAt = sisaQuery.dataUpdatedAt;
  useEffect(() => {
    if (!answeredAt) return;
    const first = sisa[0];
    setPick(first ? `${first.kode_baki}|${first.kode_dept}` : null);
    if (sisa.length === 0) {
      // Used up: the stored reference is dropped and the figures go back to 0.
      setDraft({ no_terima_sepuh: '', lines: [] });
      notifyError(MESSAGES.dataKosong);
    }
    // Only a new answer speaks.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs only when a new answer (or failure) arrives; the values it reads are taken as they are then
  }, [answeredAt]);
  const failedAt = sisaQuery.errorUpdatedAt;
  useEffect(() => {
    if (failedAt && sisaQuery.error) notifyError(errorText(sisaQuery.error, MESSAGES.dataKosong));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs only when a new answer (or failure) arrives; the values it reads are taken as they are then
  }, [failedAt]);

  const chosen = sisa.find((row) => `${row.kode_baki}|${row.kode_dept}` === pick) ?? null;
  const awal = chosen ?? { qty: 0, berat: '0.000' };
  const problem = labelingProblem(awal, jmlQty, jmlBerat);

  const add = () => {
    const line = {
      kode_baki: chosen?.kode_baki ?? '',
      kode_baki_tujuan: tujuan ?? '',
      kode_dept: chosen?.kode_dept ?? '',
      kode_cabang: cabang ?? '',
      kadar: tipe,
      qty_awal: chosen?.qty ?? 0,
      berat_awal: chosen?.berat ?? '0',
      jumlah_qty: jmlQty === '' ? undefined : Number(jmlQty),
      jumlah_berat: jmlBerat,
      berat_atribut: beratAtribut || '0',
    };
    const checked = acceptContract(sepuhanApi.KirimLabelingLineSchema, line);
    if (!checked) return;
    // Not above the batch's remainder: a figure of the lookup, not of the line.
    if (problem) return notifyError(problem);
    // One line per send ('Hanya Dapat Menginput 1 Barang'): the contract's limit on the lines.
    const lines = acceptContract(sepuhanApi.KirimLabelingSchema.shape.detail_kirim, [...draft.value.lines, checked]);
    if (lines) setDraft({ ...draft.value, lines });
  };

  const send = () => {
    const line = draft.value.lines[0];
    return submit({
      schema: sepuhanApi.KirimLabelingSchema,
      body: {
        no_terima_sepuh: draft.value.no_terima_sepuh.trim().toUpperCase(),
        detail_kirim: draft.value.lines,
        qty_kirim: line?.jumlah_qty,
        berat_kirim: line?.jumlah_berat,
        berat_atribut: line?.berat_atribut,
        cabang: line?.kode_cabang,
      },
      confirm: {
        message: KIRIM_LABELING_TEXT.konfirmasi,
        facts: documentFacts({ qty: line?.jumlah_qty ?? 0, berat: line?.jumlah_berat ?? '0' }),
      },
      write: async (key, body) => {
        const answer = await callApi(sepuhanApi.kirimLabeling, { body }, { idempotencyKey: key });
        const slip = buildSlip(kirimLabelingSlip, { ...slipShop(), bukti: answer.buktiSlip });
        downloadSlip(slip);
        return {
          message: answer.message,
          no_dokumen: answer.buktiSlip.no_kirim_stock,
          qty: body.qty_kirim,
          berat: body.berat_kirim,
          prints: [{ label: RESULT_TEXT.cetakSlip, kind: 'slip', run: async () => downloadSlip(slip) }],
        };
      },
      afterSuccess: async () => {
        setDraft((d) => ({ ...d, lines: [] }));
        setJmlQty('');
        setJmlBerat('');
        setBeratAtribut('0');
        await sisaQuery.refetch();
      },
    });
  };

  const columns: DataTableColumnDef<Line>[] = [
    { accessor: 'kode_baki', title: KIRIM_LABELING_TEXT.baki },
    { accessor: 'kode_dept', title: KIRIM_LABELING_TEXT.jenis },
    { accessor: 'kode_cabang', title: KIRIM_LABELING_TEXT.cabang },
    { accessor: 'kode_baki_tujuan', title: KIRIM_LABELING_TEXT.tujuan },
    { accessor: 'kadar', title: KIRIM_LABELING_TEXT.tipe },
    { accessor: 'jumlah_qty', title: KIRIM_LABELING_TEXT.jmlQty, textAlign: 'right' },
    { accessor: 'jumlah_berat', title: KIRIM_LABELING_TEXT.jmlBerat, textAlign: 'right', render: (r) => formatGrams(r.jumlah_berat, 3) },
    {
      accessor: 'berat_atribut',
      title: KIRIM_LABELING_TEXT.beratAtribut,
      textAlign: 'right',
      render: (r) => formatGrams(r.berat_atribut, 3),
    },
    {
      accessor: 'aksi',
      title: '',
      width: 50,
      render: () => (
        <Button size="compact-xs" variant="subtle" color="red" aria-label="Hapus" onClick={() => setDraft({ ...draft.value, lines: [] })}>
          <IconTrash size={14} />
        </Button>
      ),
    },
  ];

  return (
    <PageFrame>
      <Stack gap="sm">
        <DocumentResultPanel result={result} onClose={clearResult} />
        <Paper withBorder radius="md" p="sm">
          <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
            <UpperTextInput
              size="xs"
              label={KIRIM_LABELING_TEXT.noTerima}
              value={draft.value.no_terima_sepuh}
              onValueChange={(value) => setDraft({ ...draft.value, no_terima_sepuh: value })}
              autoFocus
            />
            <Select
              size="xs"
              label={`${KIRIM_LABELING_TEXT.baki} / ${KIRIM_LABELING_TEXT.jenis}`}
              data={sisa.map((row) => ({ value: `${row.kode_baki}|${row.kode_dept}`, label: `${row.kode_baki} - ${row.kode_dept}` }))}
              value={pick}
              onChange={setPick}
            />
            <Figure label={KIRIM_LABELING_TEXT.qtyAwal} value={String(awal.qty)} testId="qty-awal" />
            <Figure label={KIRIM_LABELING_TEXT.beratAwal} value={`${formatGrams(awal.berat, 3)} gr`} testId="berat-awal" />
            <Select
              size="xs"
              label={KIRIM_LABELING_TEXT.cabang}
              data={tokos.data}
              value={cabang}
              onChange={(value) => {
                setCabang(value);
                setTujuan(null);
              }}
              searchable
            />
            <Select size="xs" label={KIRIM_LABELING_TEXT.tujuan} data={kcTrays} value={tujuan} onChange={setTujuan} searchable />
            <div>
              <Text size="xs" fw={500} mb={4}>
                {KIRIM_LABELING_TEXT.tipe}
              </Text>
              <SegmentedControl size="xs" value={tipe} onChange={(value) => setTipe(value as ItemType)} data={[...TIPE_BARANG_LABELING]} />
            </div>
            <WeightInput size="xs" label={KIRIM_LABELING_TEXT.beratAtribut} value={beratAtribut} onValueChange={setBeratAtribut} />
            <DigitsInput size="xs" label={KIRIM_LABELING_TEXT.jmlQty} value={jmlQty} onValueChange={setJmlQty} />
            <WeightInput size="xs" label={KIRIM_LABELING_TEXT.jmlBerat} value={jmlBerat} onValueChange={setJmlBerat} />
          </SimpleGrid>
          <Group justify="space-between" mt="sm">
            <Text size="sm" c="red" data-testid="labeling-problem">
              {problem ?? ''}
            </Text>
            <Button size="xs" leftSection={<IconPlus size={14} />} disabled={problem !== null} onClick={add}>
              {KIRIM_LABELING_TEXT.tambah}
            </Button>
          </Group>
        </Paper>
        <DataTable<Line>
          records={draft.value.lines}
          columns={columns}
          idAccessor="kode_dept"
          searchable={false}
          exportable={false}
          defaultPageSize={10}
        />
        <Group justify="flex-end">
          <SaveButton
            saving={saving}
            label={KIRIM_LABELING_TEXT.kirim}
            icon={<IconSend size={16} />}
            disabled={draft.value.lines.length === 0}
            onClick={() => void send()}
          />
        </Group>
      </Stack>
    </PageFrame>
  );
}
