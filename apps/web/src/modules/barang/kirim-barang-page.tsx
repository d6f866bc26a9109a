// /kirim-barang and /kirim-barang-kecabang (the same screen): send goods to another branch. The destination
// comes first ('Tujuan Harus Dipilih'; every store but the user's). Filters (tray, category, type; SEMUA by
// default) list the store's goods on trays (GET barang/get/query) to tick into the send list, or goods are
// scanned (the barcode field is focused; looked up from 8 characters, the first 8 upper-cased). The send
// list is a local draft until sent (POST kirim-barang), then the delivery receipt 'Bukti KIRIM BARANG'
// downloads, the lists are cleared and the form reset.
import { useMemo, useRef, useState } from 'react';
import { ActionIcon, Alert, Badge, Button, Grid, Group, Paper, Text } from '@mantine/core';
import { IconFileTypePdf, IconInfoCircle, IconPlus, IconSend, IconTrash } from '@tabler/icons-react';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { barangApi, formatGrams, formatQty, kirimBarangApi, MESSAGES, SEMUA, type BarangQueryRow, type MasterRowOf } from '@kencana/core';
import { DataTable, type DataTableColumnDef } from '../../components/data-table/index.ts';
import { documentFacts, useDocumentSave } from '../../components/document/index.ts';
import { BarcodeInput } from '../../components/inputs/index.ts';
import { MasterSelect } from '../../components/master-select/index.ts';
import { PageFrame } from '../../components/page-frame/index.ts';
import { callApi, errorText, useApiQuery } from '../../lib/api.ts';
import { downloadFile } from '../../lib/download.ts';
import { draftKey, useLocalDraft } from '../../lib/local-draft.ts';
import { notifyError, notifyInfo } from '../../lib/notify.ts';
import { useListNotices } from '../../lib/use-list-notices.ts';
import { useSession } from '../../lib/session.ts';
import { addLines, EMPTY_KIRIM_DRAFT, isKirimDraft, toQueryRow, totalsOf } from './kirim-draft.ts';

export const KIRIM_TEXT = {
  konfirmasi: 'Kirim Barang Ini?',
  tujuan: 'Tujuan',
  baki: 'Baki',
  kategori: 'Kategori',
  jenis: 'Jenis',
  scan: 'Scan Barcode',
  dataBarang: 'Data Barang',
  daftarKirim: 'Daftar Kirim',
  tambahDipilih: 'Tambah Yang Dipilih',
  tambahSemua: 'Tambah Semua',
  kosongkan: 'Kosongkan',
  kirim: 'Kirim Barang',
  barcode: 'Barcode',
  namaBarang: 'Nama Barang',
  berat: 'Berat',
  hapus: 'Hapus',
  pcs: 'pcs',
  terakhir: 'Terakhir dikirim',
  cetakUlang: 'Cetak Bukti Kirim',
  pilihTujuan: 'Pilih tujuan untuk menampilkan barang.',
} as const;

const ALL = { value: SEMUA, label: SEMUA };
type Filters = { kode_baki: string; kode_group: string; kode_dept: string };
const DEFAULT_FILTERS: Filters = { kode_baki: SEMUA, kode_group: SEMUA, kode_dept: SEMUA };

/** Saves the delivery receipt of a shipment (GET kirim-barang/bukti/:no_kirim/pdf). */
export function downloadBuktiKirim(no_kirim: string) {
  return downloadFile(kirimBarangApi.buktiKirimBarangPdf, { params: { no_kirim } }, `bukti_kirim_${no_kirim}.pdf`);
}

export default function KirimBarangPage() {
  const { pathname } = useLocation();
  const session = useSession();
  const client = useQueryClient();
  const [draft, setDraft, clearDraft] = useLocalDraft(draftKey(pathname.slice(1)), EMPTY_KIRIM_DRAFT, isKirimDraft);
  const { tujuan, lines } = draft;
  const [filters, setFilters] = useState<Filters>(DEFAULT_FILTERS);
  const [selected, setSelected] = useState<BarangQueryRow[]>([]);
  const [code, setCode] = useState('');
  const save = useDocumentSave();
  const [lastSent, setLastSent] = useState<string | null>(null);
  const [printing, setPrinting] = useState(false);
  // Staff scan all day: the barcode field gets the focus back after every step.
  const scanField = useRef<HTMLInputElement>(null);
  const refocus = () => setTimeout(() => scanField.current?.focus(), 0);

  const others = useMemo(() => (row: MasterRowOf<'toko'>) => row.kode_toko !== session?.kode_toko, [session?.kode_toko]);
  const jenisWhere = useMemo(
    () => (row: MasterRowOf<'jenis'>) => filters.kode_group === SEMUA || row.kode_group === filters.kode_group,
    [filters.kode_group],
  );
  const listed = useMemo(() => new Set(lines.map((l) => l.kode_barcode)), [lines]);

  // Choosing the destination or a filter lists the goods (spec 000 §4); an empty answer says so. Each
  // answer clears the ticks; the last list stays on screen while the next one loads.
  const goods = useApiQuery(
    kirimBarangApi.barangQuery,
    { query: { ...filters, tujuan } },
    { enabled: Boolean(tujuan), staleTime: 0, placeholderData: keepPreviousData },
  );
  const found = tujuan && !goods.isError && goods.data && goods.data.data.length > 0 ? goods.data : null;
  const loading = goods.isFetching;
  useListNotices(goods, { answer: () => setSelected([]) });

  const setFilter = (key: keyof Filters) => (value: string | null) =>
    setFilters((f) => ({ ...f, [key]: value ?? SEMUA, ...(key === 'kode_group' ? { kode_dept: SEMUA } : {}) }));
  const setLines = (next: BarangQueryRow[]) => setDraft((d) => ({ ...d, lines: next }));

  const add = (rows: readonly BarangQueryRow[]) => {
    const { lines: next } = addLines(lines, rows);
    setLines(next);
    setSelected([]);
    refocus();
  };

  const scan = async (kode: string) => {
    setCode('');
    if (!tujuan) {
      notifyError(MESSAGES.tujuanHarusDipilih);
      return;
    }
    if (listed.has(kode)) {
      notifyInfo(MESSAGES.kodeBarcodeTersebutSudahAdaDitabel);
      return;
    }
    try {
      const answer = await callApi(barangApi.lookupBarcode, { query: { kode_barcode: kode, limit: 100 } });
      const line = answer.data[0];
      if (!line) {
        notifyError(MESSAGES.barangTidakDiTemukan);
        return;
      }
      // Only goods on the trays of the sending store can go (an owner's lookup sees every store).
      if (line.posisi !== 'BAKI' || line.kode_toko !== session?.kode_toko) {
        notifyError(`${MESSAGES.barangTidakDiBaki} (${line.kode_barcode})`);
        return;
      }
      setDraft((d) => ({ ...d, lines: addLines(d.lines, [toQueryRow(line)]).lines }));
    } catch (error) {
      notifyError(errorText(error, MESSAGES.barangTidakDiTemukan));
    }
  };

  const printBukti = async (no_kirim: string) => {
    setPrinting(true);
    try {
      await downloadBuktiKirim(no_kirim);
    } catch (error) {
      notifyError(errorText(error, MESSAGES.terjadiKesalahanSaatMengirimDataSilahkanUlangiLagi));
    } finally {
      setPrinting(false);
    }
  };

  // The toolkit's one save: destination first, then the lines, the question with pieces and grams, one
  // Idempotency-Key per filled form (a retry after a lost answer sends nothing twice).
  const send = () => {
    const sent = totalsOf(lines);
    return save.submit({
      before: () => (tujuan ? null : MESSAGES.tujuanHarusDipilih),
      check: () => (lines.length === 0 ? MESSAGES.dataBaragTidakBolehKosong : null),
      confirm: { message: KIRIM_TEXT.konfirmasi, facts: documentFacts({ qty: sent.qty, berat: sent.berat }) },
      write: async (key) => {
        const answer = await callApi(
          kirimBarangApi.kirimBarang,
          { body: { to: tujuan, group: filters.kode_group, dept: filters.kode_dept, detail_barang: lines } },
          { idempotencyKey: key },
        );
        return { message: answer.message, no_dokumen: answer.no_kirim, qty: sent.qty, berat: sent.berat };
      },
      afterSuccess: async (written) => {
        clearDraft();
        setFilters(DEFAULT_FILTERS);
        setSelected([]);
        // The sent goods left their trays: the next list is asked afresh.
        void client.invalidateQueries({ queryKey: [kirimBarangApi.barangQuery.path] });
        setLastSent(written.no_dokumen);
        await printBukti(written.no_dokumen);
        refocus();
      },
    });
  };

  const totals = totalsOf(lines);
  const goodsColumns: DataTableColumnDef<BarangQueryRow>[] = [
    {
      accessor: 'kode_barcode',
      title: KIRIM_TEXT.barcode,
      width: 92,
      render: (r) => (
        <Text size="sm" ff="monospace">
          {r.kode_barcode}
        </Text>
      ),
    },
    { accessor: 'nama_barang', title: KIRIM_TEXT.namaBarang },
    { accessor: 'kode_baki', title: KIRIM_TEXT.baki, width: 70 },
    { accessor: 'kode_dept', title: KIRIM_TEXT.jenis, width: 70 },
    { accessor: 'berat', title: KIRIM_TEXT.berat, width: 80, textAlign: 'right', render: (r) => formatGrams(r.berat, 3) },
  ];
  const listColumns: DataTableColumnDef<BarangQueryRow>[] = [
    {
      accessor: 'kode_barcode',
      title: KIRIM_TEXT.barcode,
      width: 92,
      render: (r) => (
        <Text size="sm" ff="monospace">
          {r.kode_barcode}
        </Text>
      ),
      footer: `${formatQty(totals.qty)} ${KIRIM_TEXT.pcs}`,
    },
    { accessor: 'nama_barang', title: KIRIM_TEXT.namaBarang },
    { accessor: 'kode_baki', title: KIRIM_TEXT.baki, width: 70 },
    {
      accessor: 'berat',
      title: KIRIM_TEXT.berat,
      width: 84,
      textAlign: 'right',
      render: (r) => formatGrams(r.berat, 3),
      footer: formatGrams(totals.berat, 3),
    },
    {
      accessor: 'hapus',
      title: '',
      width: 40,
      noExport: true,
      render: (r) => (
        <ActionIcon
          size="sm"
          variant="subtle"
          color="red"
          aria-label={`${KIRIM_TEXT.hapus} ${r.kode_barcode}`}
          onClick={() => setLines(lines.filter((l) => l.kode_barcode !== r.kode_barcode))}
        >
          <IconTrash size={14} />
        </ActionIcon>
      ),
    },
  ];

  return (
    <PageFrame>
      <Paper withBorder radius="md" p="sm">
        <Group justify="space-between" align="flex-end" wrap="nowrap">
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <MasterSelect
              list="toko"
              where={others}
              label={KIRIM_TEXT.tujuan}
              withAsterisk
              size="xs"
              w={200}
              value={tujuan || null}
              onChange={(v) => {
                setDraft((d) => ({ ...d, tujuan: v ?? '' }));
                refocus();
              }}
              allowDeselect={false}
            />
            <MasterSelect
              list="baki"
              leading={ALL}
              label={KIRIM_TEXT.baki}
              size="xs"
              w={170}
              value={filters.kode_baki}
              onChange={setFilter('kode_baki')}
              allowDeselect={false}
            />
            <MasterSelect
              list="group"
              leading={ALL}
              label={KIRIM_TEXT.kategori}
              size="xs"
              w={150}
              value={filters.kode_group}
              onChange={setFilter('kode_group')}
              allowDeselect={false}
            />
            <MasterSelect
              list="jenis"
              where={jenisWhere}
              leading={ALL}
              label={KIRIM_TEXT.jenis}
              size="xs"
              w={150}
              value={filters.kode_dept}
              onChange={setFilter('kode_dept')}
              allowDeselect={false}
            />
          </Group>
          <BarcodeInput
            ref={scanField}
            label={KIRIM_TEXT.scan}
            size="xs"
            w={190}
            value={code}
            onValueChange={setCode}
            onLookup={(k) => void scan(k)}
          />
        </Group>
      </Paper>
      {lastSent && (
        <Alert color="green" py={6} icon={<IconInfoCircle size={16} />}>
          <Group justify="space-between" gap="xs">
            <Text size="sm">
              {`${KIRIM_TEXT.terakhir}: `}
              <Text span ff="monospace" fw={700} data-testid="no-kirim">
                {lastSent}
              </Text>
            </Text>
            <Button
              size="compact-xs"
              variant="light"
              leftSection={<IconFileTypePdf size={12} />}
              loading={printing}
              onClick={() => void printBukti(lastSent)}
            >
              {KIRIM_TEXT.cetakUlang}
            </Button>
          </Group>
        </Alert>
      )}
      <Grid gap="sm">
        <Grid.Col span={6}>
          <DataTable<BarangQueryRow>
            title={KIRIM_TEXT.dataBarang}
            records={found?.data ?? []}
            columns={goodsColumns}
            idAccessor="kode_barcode"
            searchable={false}
            exportable={false}
            fetching={loading}
            selectedRecords={selected}
            onSelectedRecordsChange={setSelected}
            isRecordSelectable={(r) => !listed.has(r.kode_barcode)}
            rowStyle={(r) => (listed.has(r.kode_barcode) ? { opacity: 0.45 } : undefined)}
            defaultPageSize={25}
            height="calc(100vh - 330px)"
            toolbar={
              <Group gap="xs">
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconPlus size={14} />}
                  disabled={selected.length === 0}
                  onClick={() => add(selected)}
                >
                  {`${KIRIM_TEXT.tambahDipilih}${selected.length ? ` (${selected.length})` : ''}`}
                </Button>
                <Button size="xs" variant="default" disabled={!found} onClick={() => found && add(found.data)}>
                  {KIRIM_TEXT.tambahSemua}
                </Button>
              </Group>
            }
            footer={
              found?.truncated ? (
                <Text size="xs" c="orange">
                  {MESSAGES.dataBarangTerpotong}
                </Text>
              ) : !tujuan ? (
                <Text size="xs" c="dimmed">
                  {KIRIM_TEXT.pilihTujuan}
                </Text>
              ) : undefined
            }
          />
        </Grid.Col>
        <Grid.Col span={6}>
          <DataTable<BarangQueryRow>
            title={
              <Group gap="xs">
                <Text fw={600}>{KIRIM_TEXT.daftarKirim}</Text>
                <Badge
                  variant="light"
                  tt="none"
                  data-testid="jumlah-kirim"
                >{`${formatQty(totals.qty)} ${KIRIM_TEXT.pcs} · ${formatGrams(totals.berat, 3)} gr`}</Badge>
              </Group>
            }
            records={lines}
            columns={listColumns}
            idAccessor="kode_barcode"
            searchable={false}
            exportable={false}
            pagination={false}
            height="calc(100vh - 330px)"
            toolbar={
              <Group gap="xs">
                <Button size="xs" variant="default" disabled={lines.length === 0 || save.saving} onClick={() => setLines([])}>
                  {KIRIM_TEXT.kosongkan}
                </Button>
                <Button size="xs" leftSection={<IconSend size={14} />} loading={save.saving} onClick={() => void send()}>
                  {KIRIM_TEXT.kirim}
                </Button>
              </Group>
            }
          />
        </Grid.Col>
      </Grid>
    </PageFrame>
  );
}
