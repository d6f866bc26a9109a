// /stock-opname: count a tray. Choose the tray (its count sheet: GET stock-opname-barang/baki), scan what is
// there — optionally weighing an item — and see, live, what is found, missing and extra and the weight
// difference (POST stock-opname-barang/cek, nothing written). Give the reason and post the adjustment
// after a confirmation (POST stock-opname-barang): missing items leave the tray as loss, extra items of the
// store come to it, weight differences are adjusted — one ledger document.
import { useEffect, useMemo, useRef, useState } from 'react';
import { ActionIcon, Badge, Group, SegmentedControl, SimpleGrid, Text } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useDebouncedValue } from '@mantine/hooks';
import { IconClipboardCheck, IconTrash } from '@tabler/icons-react';
import { z } from 'zod';
import {
  formatGrams,
  formatQty,
  isGramString,
  isPrivilegedLevel,
  konfirmasiBakiKosong,
  konfirmasiPostingOpname,
  MESSAGES,
  mutasiBarangApi,
} from '@kencana/core';
import { DataTable, type DataTableColumnDef } from '../../components/data-table/index.ts';
import { confirmAction } from '../../components/dialogs/confirm.ts';
import { BarcodeInput, gramsOrDash, UpperTextInput, WeightInput } from '../../components/inputs/index.ts';
import { MasterSelect } from '../../components/master-select/index.ts';
import { SCAN_LIST_TEXT, useScanList } from '../../components/scan-list/index.ts';
import { callApi, errorText, useApiQuery } from '../../lib/api.ts';
import { notifyError } from '../../lib/notify.ts';
import { fieldError } from '../../lib/forms.ts';
import { getSession } from '../../lib/session.ts';
import { DocumentResultPanel, SaveButton, useDocumentSave } from '../../components/document/index.ts';
import { GOODS_TEXT, GoodsPage } from './goods-page.tsx';
import { OPNAME_STATUS_LABEL, opnameRows, type OpnameRow, type OpnameStatus } from './opname-rows.ts';
import { Figure } from '../../components/figure/index.ts';

export const OPNAME_TEXT = {
  sistem: 'Sistem',
  ditemukan: 'Ditemukan',
  hilang: 'Hilang',
  belumDiscan: 'Belum Discan',
  lebih: 'Lebih',
  selisihBerat: 'Selisih Berat',
  semua: 'Semua',
  status: 'Status',
  beratSistem: 'Berat Sistem',
  beratHitung: 'Berat Timbang',
  selisih: 'Selisih',
  keterangan: 'Keterangan',
  pilihBaki: 'Pilih baki yang dihitung',
  discan: 'Discan',
} as const;

const BAKI_KEY = 'kencana.draft.stock-opname.baki';
const ScanSchema = z.object({ kode_barcode: z.string(), berat: z.string().optional() });
type Scan = z.infer<typeof ScanSchema>;
// Not scanned yet is neutral: nothing is lost before the count is posted.
const STATUS_COLOR: Record<OpnameStatus, string> = { DITEMUKAN: 'green', BELUM_DISCAN: 'gray', LEBIH: 'orange' };
const validWeight = (text: string | undefined) => (text && isGramString(text) && !text.endsWith('.') ? text : undefined);

export default function StockOpnamePage() {
  const [baki, setBaki] = useState<string | null>(() => localStorage.getItem(BAKI_KEY));
  const list = useScanList<Scan>({
    draftKey: 'stock-opname',
    lookup: async (kode_barcode) => ({ kode_barcode }),
    schema: ScanSchema,
    weightOf: (row) => validWeight(row.berat),
  });
  const [code, setCode] = useState('');
  const [filter, setFilter] = useState<'SEMUA' | OpnameStatus>('SEMUA');
  const [alasan, setAlasan] = useState('');
  const [alasanError, setAlasanError] = useState<string | null>(null);
  const { saving, result, clearResult, submit } = useDocumentSave(MESSAGES.stockOpnameGagalSilahkanCobaLagi);
  const barcodeRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (baki) localStorage.setItem(BAKI_KEY, baki);
    else localStorage.removeItem(BAKI_KEY);
  }, [baki]);
  useEffect(() => () => localStorage.removeItem(BAKI_KEY), []);

  const sheet = useApiQuery(mutasiBarangApi.opnameBaki, { query: { kode_baki: baki ?? '' } }, { enabled: Boolean(baki) });
  const scans = useMemo(
    () => list.rows.map((row) => ({ kode_barcode: row.kode_barcode, ...(validWeight(row.berat) ? { berat: row.berat } : {}) })),
    [list.rows],
  );
  const [debounced] = useDebouncedValue(scans, 250);
  const cek = useApiQuery(
    mutasiBarangApi.cekOpname,
    { body: { kode_baki: baki ?? '', detail_barang: debounced } },
    { enabled: Boolean(baki) && Boolean(sheet.data), placeholderData: keepPreviousData },
  );
  const hasil = baki ? cek.data?.data : undefined;
  const rows = useMemo(() => (hasil && hasil.kode_baki === baki ? opnameRows(hasil) : []), [hasil, baki]);
  const shown = filter === 'SEMUA' ? rows : rows.filter((row) => row.status === filter);
  const weights = new Map(list.rows.map((row) => [row.kode_barcode, row.berat ?? '']));

  const chooseBaki = (value: string | null) => {
    if (value === baki) return;
    list.clear();
    setBaki(value);
    clearResult();
    setTimeout(() => barcodeRef.current?.focus(), 0);
  };

  const scan = (kode: string) => {
    setCode('');
    // Not in the contract: a scan is counted against the chosen tray, so the tray comes first.
    if (!baki) return notifyError(MESSAGES.kodeBakiHarusDipilih);
    void list.scan(kode).finally(() => barcodeRef.current?.focus());
  };

  const post = () => {
    // Nothing scanned would book the whole tray as missing: OWN/SU only, after a question.
    const bakiKosong = scans.length === 0;
    const body = { kode_baki: baki ?? '', alasan, detail_barang: scans, baki_kosong: bakiKosong };
    // The contract's rule marks the field too ('Alasan Harus Diisi' under Alasan).
    setAlasanError(fieldError(mutasiBarangApi.AlasanSchema, alasan));
    return submit({
      // The contract's order: 'Kode Baki Harus Dipilih', then 'Alasan Harus Diisi'.
      schema: mutasiBarangApi.postOpname.body,
      body,
      // Not in the contract: who may count a tray as empty depends on the user's level.
      check: () => (bakiKosong && !isPrivilegedLevel(getSession()?.level ?? '') ? MESSAGES.opnameBelumAdaBarangDiscan : null),
      // The question names what posting will write off, as the server counts it now.
      confirm: async () => {
        if (bakiKosong && !(await confirmAction({ message: konfirmasiBakiKosong(body.kode_baki) }))) return null;
        const check = await callApi(mutasiBarangApi.cekOpname, { body: { kode_baki: body.kode_baki, detail_barang: scans } }).catch(
          (error: unknown) => {
            notifyError(errorText(error, MESSAGES.stockOpnameGagalSilahkanCobaLagi));
            return null;
          },
        );
        if (!check) return null;
        const { hilang, lebih, berat_selisih } = check.data;
        return { message: konfirmasiPostingOpname(body.kode_baki, hilang.length, lebih.length, formatGrams(berat_selisih, 3)) };
      },
      write: async (key, parsed) => {
        const answer = await callApi(mutasiBarangApi.postOpname, { body: parsed }, { idempotencyKey: key });
        list.clear();
        setAlasan('');
        return {
          message: answer.message,
          no_dokumen: answer.no_so,
          extra: `${OPNAME_TEXT.ditemukan} ${answer.data.ditemukan.length} · ${OPNAME_TEXT.hilang} ${answer.data.hilang.length} · ${OPNAME_TEXT.lebih} ${answer.data.lebih.length} · ${OPNAME_TEXT.selisihBerat} ${formatGrams(answer.data.berat_selisih, 3)} gr`,
        };
      },
      afterSuccess: () => sheet.refetch(),
    });
  };

  const columns: DataTableColumnDef<OpnameRow>[] = [
    { accessor: '__no', title: SCAN_LIST_TEXT.no, width: 44, textAlign: 'right', render: (_r, i) => i + 1 },
    { accessor: 'kode_barcode', title: SCAN_LIST_TEXT.barcode, width: 100 },
    { accessor: 'nama_barang', title: SCAN_LIST_TEXT.namaBarang, ellipsis: true },
    {
      accessor: 'status',
      title: OPNAME_TEXT.status,
      width: 104,
      render: (r) => (
        <Badge size="sm" variant={r.status === 'BELUM_DISCAN' ? 'outline' : 'light'} color={STATUS_COLOR[r.status]}>
          {OPNAME_STATUS_LABEL[r.status]}
        </Badge>
      ),
    },
    {
      accessor: 'berat_sistem',
      title: OPNAME_TEXT.beratSistem,
      width: 116,
      textAlign: 'right',
      render: (r) => gramsOrDash(r.berat_sistem),
    },
    {
      accessor: '__hitung',
      title: OPNAME_TEXT.beratHitung,
      width: 136,
      textAlign: 'right',
      render: (r) =>
        r.status === 'DITEMUKAN' ? (
          <WeightInput
            aria-label={`${OPNAME_TEXT.beratHitung} ${r.kode_barcode}`}
            size="xs"
            value={weights.get(r.kode_barcode) ?? ''}
            onValueChange={(value) => list.update(r.kode_barcode, (row) => ({ ...row, berat: value }))}
          />
        ) : (
          '-'
        ),
    },
    {
      accessor: 'selisih',
      title: OPNAME_TEXT.selisih,
      width: 96,
      textAlign: 'right',
      render: (r) =>
        r.selisih && r.selisih !== '0.000' ? (
          <Text span inherit c={r.selisih.startsWith('-') ? 'red' : 'orange'}>
            {gramsOrDash(r.selisih)}
          </Text>
        ) : (
          gramsOrDash(r.selisih)
        ),
    },
    { accessor: 'keterangan', title: OPNAME_TEXT.keterangan, width: 220, ellipsis: true },
    {
      accessor: '__hapus',
      title: '',
      width: 40,
      render: (r) =>
        r.scanned ? (
          <ActionIcon
            size="sm"
            variant="subtle"
            color="red"
            aria-label={`${SCAN_LIST_TEXT.hapus} ${r.kode_barcode}`}
            onClick={() => list.remove(r.kode_barcode)}
          >
            <IconTrash size={14} />
          </ActionIcon>
        ) : null,
    },
  ];

  const count = (status: OpnameStatus) => rows.filter((row) => row.status === status).length;
  return (
    <GoodsPage path="/stock-opname">
      <DocumentResultPanel result={result} onClose={clearResult} />
      {/* The reason's message sits below its input, out of the row's flow, so the inputs and the button stay
          aligned; the row keeps room for it while it shows. */}
      <Group gap="sm" align="flex-end" wrap="nowrap" pb={alasanError ? 16 : 0}>
        <MasterSelect
          list="baki"
          autoFocus={!baki}
          label={GOODS_TEXT.baki}
          size="xs"
          w={240}
          value={baki}
          onChange={chooseBaki}
          allowDeselect={false}
        />
        <BarcodeInput
          ref={barcodeRef}
          label={SCAN_LIST_TEXT.scanBarcode}
          size="xs"
          w={220}
          value={code}
          onValueChange={setCode}
          onLookup={scan}
          disabled={!baki || saving}
        />
        <UpperTextInput
          label={GOODS_TEXT.alasan}
          size="xs"
          w={300}
          maxLength={200}
          value={alasan}
          error={alasanError}
          styles={{
            root: { position: 'relative' },
            wrapper: { marginBottom: 0 },
            error: { position: 'absolute', top: '100%', left: 0, marginTop: 4, whiteSpace: 'nowrap' },
          }}
          disabled={!baki}
          onValueChange={(value) => {
            setAlasan(value);
            if (value.trim()) setAlasanError(null);
          }}
        />
        <SaveButton
          size="xs"
          icon={<IconClipboardCheck size={14} />}
          saving={saving}
          disabled={!hasil}
          label={GOODS_TEXT.postingOpname}
          onClick={() => void post()}
        />
      </Group>
      {hasil && sheet.data ? (
        <SimpleGrid cols={6} spacing="xs">
          <Figure
            framed
            label={OPNAME_TEXT.sistem}
            value={`${formatQty(sheet.data.data.qty)} pcs · ${formatGrams(sheet.data.data.berat, 3)} gr`}
            testId="opname-sistem"
          />
          <Figure framed label={OPNAME_TEXT.discan} value={`${formatQty(list.totals.qty)} pcs`} testId="opname-discan" />
          <Figure framed label={OPNAME_TEXT.ditemukan} value={formatQty(count('DITEMUKAN'))} color="green" testId="opname-ditemukan" />
          <Figure framed label={OPNAME_TEXT.belumDiscan} value={formatQty(count('BELUM_DISCAN'))} testId="opname-belum-discan" />
          <Figure
            framed
            label={OPNAME_TEXT.lebih}
            value={formatQty(count('LEBIH'))}
            color={count('LEBIH') ? 'orange' : undefined}
            testId="opname-lebih"
          />
          <Figure
            framed
            label={OPNAME_TEXT.selisihBerat}
            value={`${formatGrams(hasil.berat_selisih, 3)} gr`}
            color={hasil.berat_selisih === '0.000' ? undefined : 'red'}
            testId="opname-selisih"
          />
        </SimpleGrid>
      ) : (
        <Text size="sm" c="dimmed">
          {OPNAME_TEXT.pilihBaki}
        </Text>
      )}
      <DataTable<OpnameRow>
        title={
          <SegmentedControl
            size="xs"
            value={filter}
            onChange={(v) => setFilter(v as typeof filter)}
            data={[
              { value: 'SEMUA', label: `${OPNAME_TEXT.semua} (${rows.length})` },
              { value: 'DITEMUKAN', label: `${OPNAME_TEXT.ditemukan} (${count('DITEMUKAN')})` },
              { value: 'BELUM_DISCAN', label: `${OPNAME_TEXT.belumDiscan} (${count('BELUM_DISCAN')})` },
              { value: 'LEBIH', label: `${OPNAME_TEXT.lebih} (${count('LEBIH')})` },
            ]}
          />
        }
        records={shown}
        columns={columns}
        idAccessor="kode_barcode"
        searchable
        exportable={false}
        pagination={false}
        fetching={Boolean(baki) && (sheet.isFetching || cek.isFetching)}
        height="calc(100vh - 340px)"
      />
    </GoodsPage>
  );
}
