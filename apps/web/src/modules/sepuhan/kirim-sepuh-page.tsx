// /kirim-sepuh: choose an SS tray and a type; its total weight and qty are shown read-only (GET sortir-sepuh);
// enter the refined (sepuh) and damaged (rusak) weight and qty — refined + damaged may not exceed the total
// (the add button is disabled while they do) — and add the line (one per type: 'Barang Sudah Ada Di Tabel').
// Kirim (disabled while the table is empty) posts kirim-sepuh and prints the 3 copies (Internal, Owner,
// Tukang). What is not sent stays on the tray.
import { useEffect, useState } from 'react';
import { Button, Group, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlus, IconSend, IconTrash } from '@tabler/icons-react';
import { buildSlip, formatGrams, kirimSepuhSlip, MESSAGES, SEMUA, sepuhanApi, sumGrams, WAREHOUSE } from '@kencana/core';
import { z } from 'zod';
import { DataTable, type DataTableColumnDef } from '../../components/data-table/index.ts';
import {
  acceptContract,
  contractMessage,
  DocumentResultPanel,
  documentFacts,
  RESULT_TEXT,
  SaveButton,
  useDocumentDraft,
  useDocumentSave,
  useLeaveGuard,
} from '../../components/document/index.ts';
import { DigitsInput, WeightInput } from '../../components/inputs/index.ts';
import { PageFrame } from '../../components/page-frame/index.ts';
import { callApi, errorText, useApiQuery } from '../../lib/api.ts';
import { downloadSlip } from '../../lib/download.ts';
import { useMasterOptions } from '../../lib/master-lists.ts';
import { notifyError } from '../../lib/notify.ts';
import { Figure } from '../../components/figure/index.ts';
import { slipShop } from '../../lib/slip-shop.ts';
import { useTrayOptions } from './shared.tsx';

export const KIRIM_SEPUH_TEXT = {
  baki: 'Kode Baki',
  jenis: 'Kode Jenis',
  jumlahBerat: 'Jumlah Berat',
  jumlahQty: 'Jumlah Qty',
  beratSepuh: 'Berat Sepuh',
  qtySepuh: 'Qty Sepuh',
  beratRusak: 'Berat Rusak',
  qtyRusak: 'Qty Rusak',
  tukang: 'Tukang Sepuh',
  tambah: 'Tambah',
  kirim: 'Kirim Sepuh',
  total: 'TOTAL',
  konfirmasi: 'Kirim Sepuh Ini?',
} as const;

type Form = { berat_sepuh: string; qty_sepuh: string; berat_rusak: string; qty_rusak: string };
/** The contract's line: its "Harus Diisi" texts and the four "Tidak Boleh Besar Dari Jumlah" rules. */
const LINE_SCHEMA = sepuhanApi.KirimSepuhLineSchema;
/**
 * The stored lines: each the contract's line (a draft an older version wrote that no longer parses is
 * dropped). Not the body's `detail_barang`, whose "at least one line" is the save's rule: an empty table is
 * a draft too. The line's type is the schema's, so no cast.
 */
const DraftSchema = z.array(LINE_SCHEMA);
type Line = z.infer<typeof DraftSchema>[number];

const qtyOf = (value: string) => (value === '' ? undefined : Number(value));

/** The line the form describes for a type of the tray (an empty field stays empty for its message). */
function lineOf(baki: string, total: { kode_dept: string; kode_group: string; qty: number; berat: string }, form: Form) {
  return {
    kode_barcode: '-',
    kode_baki: baki,
    kode_dept: total.kode_dept,
    kode_group: total.kode_group,
    qty: total.qty,
    berat: total.berat,
    qty_sepuh: qtyOf(form.qty_sepuh),
    berat_sepuh: form.berat_sepuh,
    qty_rusak: qtyOf(form.qty_rusak),
    berat_rusak: form.berat_rusak,
  };
}

/** What the form breaks of the contract's "not above the total" rules as it is typed (blank counts as 0), or null. */
export function lineProblem(total: { qty: number; berat: string }, form: Form): string | null {
  const zero = (value: string) => (value === '' ? '0' : value);
  const line = lineOf(
    '-',
    { ...total, kode_dept: '-', kode_group: '-' },
    {
      berat_sepuh: zero(form.berat_sepuh),
      qty_sepuh: zero(form.qty_sepuh),
      berat_rusak: zero(form.berat_rusak),
      qty_rusak: zero(form.qty_rusak),
    },
  );
  return contractMessage(LINE_SCHEMA, line);
}

const EMPTY_FORM: Form = { berat_sepuh: '', qty_sepuh: '', berat_rusak: '', qty_rusak: '' };

export default function KirimSepuhPage() {
  const trays = useTrayOptions(WAREHOUSE.SORT_REFINE);
  const tukang = useMasterOptions('tukang');
  const [baki, setBaki] = useState<string | null>(null);
  const [jenis, setJenis] = useState<string | null>(null);
  const [form, setForm] = useState(EMPTY_FORM);
  const [kodeTukang, setKodeTukang] = useState<string | null>(null);
  const linesDraft = useDocumentDraft<Line[]>('kirim-sepuh', [], DraftSchema);
  const lines = linesDraft.value;
  useLeaveGuard(linesDraft.dirty);
  const { saving, result, clearResult, submit } = useDocumentSave(MESSAGES.terjadiKesalahanSaatMengirimDataSilahkanUlangiLagi);
  const isi = useApiQuery(
    sepuhanApi.isiSortirSepuh,
    { query: { kode_baki: baki ?? '', kode_dept: SEMUA } },
    { enabled: baki !== null, staleTime: 0 },
  );
  const jenisList = baki ? (isi.data?.data.jenis ?? []) : [];
  const failedAt = isi.errorUpdatedAt;
  useEffect(() => {
    if (failedAt && isi.error) notifyError(errorText(isi.error, MESSAGES.terjadiKesalhaanSaatRequestData));
    // Only a new failure speaks.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs only when a new answer (or failure) arrives; the values it reads are taken as they are then
  }, [failedAt]);

  const total = jenisList.find((row) => row.kode_dept === jenis) ?? { qty: 0, berat: '0.000', kode_dept: '', kode_group: '' };
  const problem = jenis ? lineProblem(total, form) : null;
  const set = (key: keyof Form) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  const add = () => {
    // The contract's line: 'Kode Baki Harus Dipilih', 'Kode Jenis Harus Dipilih', the weights and counts.
    const line = acceptContract(LINE_SCHEMA, lineOf(baki ?? '', { ...total, kode_dept: jenis ?? '' }, form));
    if (!line) return;
    // One line per type: a rule of the table, not of a line.
    if (lines.some((l) => l.kode_dept === jenis)) return notifyError(MESSAGES.barangSudahAdaDiTabel);
    linesDraft.set([...lines, { ...line, kode_barcode: '-' }]);
    setForm(EMPTY_FORM);
    setJenis(null);
  };

  const send = () => {
    const sum = (pick: (line: Line) => string) => sumGrams(lines.map(pick));
    const count = (pick: (line: Line) => number) => lines.reduce((s, line) => s + pick(line), 0);
    return submit({
      schema: sepuhanApi.kirimSepuh.body,
      body: {
        kode_tukang: kodeTukang ?? undefined,
        jml_qty_sp: count((l) => l.qty_sepuh),
        berat_total: sum((l) => l.berat),
        qty_total: count((l) => l.qty),
        berat_sepuh_total: sum((l) => l.berat_sepuh),
        qty_sepuh_total: count((l) => l.qty_sepuh),
        berat_rusak_total: sum((l) => l.berat_rusak),
        qty_rusak_total: count((l) => l.qty_rusak),
        jml_qty_rusak: count((l) => l.qty_rusak),
        detail_barang: lines,
      },
      confirm: {
        message: KIRIM_SEPUH_TEXT.konfirmasi,
        facts: [
          ...documentFacts({ qty: count((l) => l.qty_sepuh), berat: sum((l) => l.berat_sepuh) }),
          {
            label: KIRIM_SEPUH_TEXT.beratRusak,
            value: `${formatGrams(
              sum((l) => l.berat_rusak),
              3,
            )} gr`,
          },
        ],
      },
      write: async (key, body) => {
        const answer = await callApi(sepuhanApi.kirimSepuh, { body }, { idempotencyKey: key });
        const slip = buildSlip(kirimSepuhSlip, { ...slipShop(), bukti: answer.buktiSlipInternal });
        downloadSlip(slip);
        return {
          message: answer.message,
          no_dokumen: answer.buktiSlipInternal.no_sepuh,
          qty: answer.buktiSlipInternal.qty_sepuh_total,
          berat: answer.buktiSlipInternal.berat_total,
          prints: [{ label: RESULT_TEXT.cetakSlip, kind: 'slip', run: async () => downloadSlip(slip) }],
        };
      },
      afterSuccess: () => {
        linesDraft.clear();
        setBaki(null);
        setJenis(null);
      },
    });
  };

  const columns: DataTableColumnDef<Line>[] = [
    { accessor: 'kode_baki', title: 'Baki', footer: KIRIM_SEPUH_TEXT.total },
    { accessor: 'kode_dept', title: 'Jenis' },
    { accessor: 'kode_group', title: 'Kategori' },
    { accessor: 'qty', title: 'Qty', textAlign: 'right' },
    {
      accessor: 'berat',
      title: 'Berat',
      textAlign: 'right',
      render: (r) => formatGrams(r.berat, 3),
      footer: formatGrams(sumGrams(lines.map((l) => l.berat)), 3),
    },
    { accessor: 'qty_sepuh', title: 'Qty Sepuh', textAlign: 'right' },
    {
      accessor: 'berat_sepuh',
      title: 'Berat Sepuh',
      textAlign: 'right',
      render: (r) => formatGrams(r.berat_sepuh, 3),
      footer: formatGrams(sumGrams(lines.map((l) => l.berat_sepuh)), 3),
    },
    { accessor: 'qty_rusak', title: 'Qty Rusak', textAlign: 'right' },
    {
      accessor: 'berat_rusak',
      title: 'Berat Rusak',
      textAlign: 'right',
      render: (r) => formatGrams(r.berat_rusak, 3),
      footer: formatGrams(sumGrams(lines.map((l) => l.berat_rusak)), 3),
    },
    {
      accessor: 'aksi',
      title: '',
      width: 50,
      render: (r) => (
        <Button
          size="compact-xs"
          variant="subtle"
          color="red"
          aria-label="Hapus"
          onClick={() => linesDraft.set(lines.filter((line) => line.kode_dept !== r.kode_dept))}
        >
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
            <Select
              size="xs"
              label={KIRIM_SEPUH_TEXT.baki}
              data={trays}
              value={baki}
              onChange={(value) => {
                setBaki(value);
                setJenis(null);
              }}
              allowDeselect={false}
              searchable
            />
            <Select
              size="xs"
              label={KIRIM_SEPUH_TEXT.jenis}
              data={jenisList.map((row) => ({ value: row.kode_dept, label: `${row.kode_dept} - ${row.kode_group}` }))}
              value={jenis}
              onChange={setJenis}
              allowDeselect={false}
            />
            <Figure label={KIRIM_SEPUH_TEXT.jumlahBerat} value={`${formatGrams(total.berat, 3)} gr`} testId="jumlah-berat" />
            <Figure label={KIRIM_SEPUH_TEXT.jumlahQty} value={String(total.qty)} testId="jumlah-qty" />
            <WeightInput size="xs" label={KIRIM_SEPUH_TEXT.beratSepuh} value={form.berat_sepuh} onValueChange={set('berat_sepuh')} />
            <DigitsInput size="xs" label={KIRIM_SEPUH_TEXT.qtySepuh} value={form.qty_sepuh} onValueChange={set('qty_sepuh')} />
            <WeightInput size="xs" label={KIRIM_SEPUH_TEXT.beratRusak} value={form.berat_rusak} onValueChange={set('berat_rusak')} />
            <DigitsInput size="xs" label={KIRIM_SEPUH_TEXT.qtyRusak} value={form.qty_rusak} onValueChange={set('qty_rusak')} />
          </SimpleGrid>
          <Group justify="space-between" mt="sm">
            <Text size="sm" c="red" data-testid="line-problem">
              {problem ?? ''}
            </Text>
            <Button size="xs" leftSection={<IconPlus size={14} />} disabled={problem !== null} onClick={add}>
              {KIRIM_SEPUH_TEXT.tambah}
            </Button>
          </Group>
        </Paper>
        <DataTable<Line>
          records={lines}
          columns={columns}
          idAccessor="kode_dept"
          searchable={false}
          exportable={false}
          defaultPageSize={25}
        />
        <Group justify="flex-end" align="flex-end">
          <Select
            size="xs"
            w={240}
            label={KIRIM_SEPUH_TEXT.tukang}
            data={tukang.data}
            value={kodeTukang}
            onChange={setKodeTukang}
            clearable
            searchable
          />
          <SaveButton
            saving={saving}
            label={KIRIM_SEPUH_TEXT.kirim}
            icon={<IconSend size={16} />}
            disabled={lines.length === 0}
            onClick={() => void send()}
          />
        </Group>
      </Stack>
    </PageFrame>
  );
}
