// The two cashier screens over shipments (KB from the owner, KC from labelling), one component:
// - /validasi-terima-stock: shipments not yet confirmed (POST kirim-barang-bos / kirim-labeling/saldo with
//   jenis VALIDASI) → validasi-terima-stock/validasi-bos | validasi-label; 'Validasi Terima Stock Berhasil'.
// - /validasi-inputan: confirmed OPEN shipments with what remains (kirim-barang-bos/saldo-outstand |
//   kirim-labeling/saldo-outstand, harga_total and a grand total) → validasi-inputan/kirim-barang-bos |
//   kirim-labeling, the shipments close, the receipt text downloads 100 ms later; 'Validasi Input Berhasil'.
// Type KB by default; changing it clears list and selection; send number empty = ALL, else upper-cased;
// results and selection are held in browser storage; Batal clears after 1 s; Validasi stays disabled
// until results exist.
import { useState } from 'react';
import { Button, Group, Paper, SegmentedControl, Text, TextInput } from '@mantine/core';
import { IconCheck, IconSearch, IconX } from '@tabler/icons-react';
import { buildSlip, formatGrams, formatQty, formatRupiah, KIRIMAN_MESSAGES, kirimanApi, MESSAGES, SHIPMENT_KIND, sumGrams, validasiInputSlip, type JenisKiriman, type KirimanRow } from '@kencana/core';
import { DataTable, type DataTableColumnDef } from '../../components/data-table/index.ts';
import { UpperTextInput } from '../../components/inputs/index.ts';
import { PageFrame } from '../../components/page-frame/index.ts';
import { callApi, errorText, newRequestKey } from '../../lib/api.ts';
import { downloadSlip } from '../../lib/download.ts';
import { draftKey, useLocalDraft } from '../../lib/local-draft.ts';
import { notifyError, notifyInfo, notifySuccess } from '../../lib/notify.ts';
import { useSession } from '../../lib/session.ts';
import { useToday } from '../../lib/use-today.ts';
import { slipShop } from '../../lib/slip-shop.ts';

export type ValidasiMode = 'terima' | 'input';

export const VALIDASI_TEXT = {
  jenis: 'Jenis Transaksi',
  kb: 'KB - Kirim Barang Dari Bos',
  kc: 'KC - Kirim Labeling',
  noKirim: 'No Kirim',
  tglFrom: 'Tanggal Awal',
  tglTo: 'Tanggal Akhir',
  validasi: 'Validasi',
  batal: 'Batal',
  tanggal: 'Tanggal',
  kategori: 'Kategori',
  jenisBarang: 'Jenis',
  qty: 'Qty',
  berat: 'Berat',
  qtyInput: 'Qty Input',
  beratInput: 'Berat Input',
  qtySisa: 'Qty Sisa',
  beratSisa: 'Berat Sisa',
  hargaTotal: 'Harga Total',
  grandTotal: 'Grand Total',
  total: 'TOTAL',
} as const;

interface ValidasiState {
  jenis: JenisKiriman;
  rows: KirimanRow[];
  selected: string[];
}
const EMPTY: ValidasiState = { jenis: SHIPMENT_KIND.OWNER_GOODS, rows: [], selected: [] };
const isState = (value: unknown): value is ValidasiState =>
  !!value && typeof value === 'object' && Array.isArray((value as ValidasiState).rows) && Array.isArray((value as ValidasiState).selected);

export function ValidasiKirimanScreen({ mode }: { mode: ValidasiMode }) {
  const session = useSession();
  const today = useToday();
  const [state, setState, clearState] = useLocalDraft(draftKey(mode === 'terima' ? 'validasi-terima-stock' : 'validasi-inputan'), EMPTY, isState);
  const [tglFrom, setTglFrom] = useState(today);
  const [tglTo, setTglTo] = useState(today);
  const [noKirim, setNoKirim] = useState('');
  const [busy, setBusy] = useState(false);
  const selectedRows = state.rows.filter((r) => state.selected.includes(r.no_kirim_bos));

  const changeJenis = (jenis: string) => setState({ jenis: jenis as JenisKiriman, rows: [], selected: [] });

  const search = async () => {
    if (!tglFrom) return notifyError(MESSAGES.tanggalAwalTidakBolehKosong);
    if (!tglTo) return notifyError(MESSAGES.tanggalAkhirTidakBolehKosong);
    const no_kirim_bos = noKirim.trim() === '' ? 'ALL' : noKirim.trim().toUpperCase();
    setBusy(true);
    try {
      let rows: KirimanRow[];
      if (mode === 'input') {
        const endpoint = state.jenis === SHIPMENT_KIND.OWNER_GOODS ? kirimanApi.outstandKirimBos : kirimanApi.outstandKirimLabeling;
        rows = (await callApi(endpoint, { query: { tgl_from: tglFrom, tgl_to: tglTo, no_kirim_bos } })).data;
      } else if (state.jenis === SHIPMENT_KIND.OWNER_GOODS) {
        rows = (await callApi(kirimanApi.cariKirimBos, { body: { tgl_from: tglFrom, tgl_to: tglTo, no_kirim_bos, jenis: 'VALIDASI' } })).data;
      } else {
        rows = (await callApi(kirimanApi.saldoKirimLabeling, { body: { tgl_from: tglFrom, tgl_to: tglTo, no_kirim_bos, kode_labeling: 'SEMUA', jenis: 'VALIDASI', status: 'ALL' } })).data;
      }
      setState((s) => ({ ...s, rows, selected: [] }));
      if (rows.length) notifySuccess(MESSAGES.dataValidasiTersedia);
      else notifyInfo(MESSAGES.belumAdaDataYangHarusDiValidasi);
    } catch (error) {
      setState((s) => ({ ...s, rows: [], selected: [] }));
      notifyError(errorText(error, MESSAGES.terjadiKesalahaanSaatRequestData));
    } finally {
      setBusy(false);
    }
  };

  const validate = async () => {
    setBusy(true);
    try {
      if (mode === 'terima') {
        if (state.selected.length === 0) {
          notifyError(KIRIMAN_MESSAGES.noKirimBelumDipilih);
          return;
        }
        const answer =
          state.jenis === SHIPMENT_KIND.OWNER_GOODS
            ? await callApi(kirimanApi.validasiTerimaBos, { body: { no_kirim_bosses: state.selected } }, { idempotencyKey: newRequestKey() })
            : await callApi(kirimanApi.validasiTerimaLabel, { body: { no_kirim_stocks: state.selected } }, { idempotencyKey: newRequestKey() });
        notifySuccess(answer.message || MESSAGES.validasiTerimaStockBerhasil);
      } else {
        // The locally stored selection is sent as it is (the server answers an empty one).
        const data_kirim = selectedRows.map((r) => (state.jenis === SHIPMENT_KIND.OWNER_GOODS ? { no_kirim_bos: r.no_kirim_bos } : { no_kirim_stock: r.no_kirim_stock }));
        const endpoint = state.jenis === SHIPMENT_KIND.OWNER_GOODS ? kirimanApi.validasiInputBos : kirimanApi.validasiInputLabeling;
        const answer = await callApi(endpoint, { body: { data_kirim } }, { idempotencyKey: newRequestKey() });
        notifySuccess(MESSAGES.validasiInputBerhasil);
        const { shop } = slipShop();
        const slip = buildSlip(validasiInputSlip, { shop, rows: answer.data, user_id: session?.user_id ?? '' });
        setTimeout(() => downloadSlip(slip), 100);
      }
      setState((s) => ({ ...s, rows: [], selected: [] }));
    } catch (error) {
      notifyError(errorText(error, MESSAGES.terjadiKesalahaanSaatMengirimData));
    } finally {
      setBusy(false);
    }
  };

  const cancel = () => {
    setBusy(true);
    setTimeout(() => {
      clearState();
      setState((s) => ({ ...EMPTY, jenis: s.jenis }));
      setBusy(false);
    }, 1000);
  };

  const rows = state.rows;
  const grandTotal = rows.reduce((sum, r) => sum + r.harga_total, 0);
  const columns: DataTableColumnDef<KirimanRow>[] = [
    { accessor: 'tgl_system', title: VALIDASI_TEXT.tanggal, width: 96, footer: VALIDASI_TEXT.total },
    { accessor: 'no_kirim_bos', title: VALIDASI_TEXT.noKirim, render: (r) => <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>{r.no_kirim_bos}</Text> },
    ...(mode === 'terima' ? ([{ accessor: 'kode_lokasi_toko', title: 'Baki', width: 90 }] satisfies DataTableColumnDef<KirimanRow>[]) : []),
    { accessor: 'kode_group', title: VALIDASI_TEXT.kategori, width: 80 },
    { accessor: 'kode_dept', title: VALIDASI_TEXT.jenisBarang, width: 80 },
    { accessor: 'qty', title: VALIDASI_TEXT.qty, textAlign: 'right', width: 60, render: (r) => formatQty(r.qty), footer: formatQty(rows.reduce((s, r) => s + r.qty, 0)) },
    { accessor: 'berat', title: VALIDASI_TEXT.berat, textAlign: 'right', width: 100, render: (r) => formatGrams(r.berat, 3), footer: formatGrams(sumGrams(rows.map((r) => r.berat)), 3) },
    ...(mode === 'input'
      ? ([
          { accessor: 'qty_input', title: VALIDASI_TEXT.qtyInput, textAlign: 'right', width: 70, render: (r) => formatQty(r.qty_input) },
          { accessor: 'berat_input', title: VALIDASI_TEXT.beratInput, textAlign: 'right', width: 100, render: (r) => formatGrams(r.berat_input, 3), footer: formatGrams(sumGrams(rows.map((r) => r.berat_input)), 3) },
          { accessor: 'qty_sisa', title: VALIDASI_TEXT.qtySisa, textAlign: 'right', width: 70, render: (r) => formatQty(r.qty_sisa) },
          { accessor: 'berat_sisa', title: VALIDASI_TEXT.beratSisa, textAlign: 'right', width: 100, render: (r) => formatGrams(r.berat_sisa, 3), footer: formatGrams(sumGrams(rows.map((r) => r.berat_sisa)), 3) },
        ] satisfies DataTableColumnDef<KirimanRow>[])
      : []),
    { accessor: 'harga_total', title: VALIDASI_TEXT.hargaTotal, textAlign: 'right', width: 130, render: (r) => formatRupiah(r.harga_total), footer: formatRupiah(grandTotal) },
  ];

  return (
    <PageFrame>
      <Paper withBorder radius="md" p="sm">
        <Group align="flex-end" gap="sm">
          <div>
            <Text size="xs" fw={500} mb={4}>
              {VALIDASI_TEXT.jenis}
            </Text>
            <SegmentedControl
              size="xs"
              value={state.jenis}
              onChange={changeJenis}
              data={[
                { value: SHIPMENT_KIND.OWNER_GOODS, label: VALIDASI_TEXT.kb },
                { value: SHIPMENT_KIND.LABELLING, label: VALIDASI_TEXT.kc },
              ]}
            />
          </div>
          <UpperTextInput size="xs" w={200} label={VALIDASI_TEXT.noKirim} placeholder="ALL" value={noKirim} onValueChange={setNoKirim} />
          <TextInput size="xs" type="date" label={VALIDASI_TEXT.tglFrom} value={tglFrom} onChange={(e) => setTglFrom(e.currentTarget.value)} />
          <TextInput size="xs" type="date" label={VALIDASI_TEXT.tglTo} value={tglTo} onChange={(e) => setTglTo(e.currentTarget.value)} />
          <Button size="xs" leftSection={<IconSearch size={14} />} loading={busy} onClick={() => void search()}>
            {MESSAGES.cariData}
          </Button>
        </Group>
      </Paper>
      <DataTable<KirimanRow>
        records={rows}
        columns={columns}
        idAccessor="no_kirim_bos"
        searchable={false}
        exportable={false}
        selectedRecords={selectedRows}
        onSelectedRecordsChange={(next) => setState((s) => ({ ...s, selected: next.map((r) => r.no_kirim_bos) }))}
        defaultPageSize={25}
      />
      <Group justify="space-between">
        <Text size="sm" fw={600} data-testid="grand-total">
          {`${VALIDASI_TEXT.grandTotal}: ${formatRupiah(grandTotal)}`}
        </Text>
        <Group gap="xs">
          <Button variant="default" leftSection={<IconX size={16} />} onClick={cancel} disabled={busy}>
            {VALIDASI_TEXT.batal}
          </Button>
          <Button leftSection={<IconCheck size={16} />} onClick={() => void validate()} disabled={rows.length === 0} loading={busy}>
            {VALIDASI_TEXT.validasi}
          </Button>
        </Group>
      </Group>
    </PageFrame>
  );
}
