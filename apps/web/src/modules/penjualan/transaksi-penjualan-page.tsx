// /transaksi-penjualan: the cashier scans pieces (8-character barcodes), each priced at today's gold price
// of its category (+ ongkos + attribute − discount, rounded up to Rp 500), picks the customer (a member by
// code, phone or name, or a walk-in with name, phone, address) and the sales person, splits the payment,
// and saves with one request key per sale (a double click books once). Then the nota PDF and the slip.
import { useMemo, useRef, useState } from 'react';
import { Alert, Box, Button, Group, Image, Paper, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconCash, IconCircleCheck, IconFileTypePdf, IconReceipt, IconUser } from '@tabler/icons-react';
import {
  diskonMaksimal,
  formatGrams,
  formatRupiah,
  hargaBaris,
  hargaKotor,
  memberApi,
  MESSAGES,
  PENJUALAN_MESSAGES as PM,
  penjualanApi,
  purityText,
  type BarangJual,
  type MemberSummary,
} from '@kencana/core';
import type { DataTableColumnDef } from '../../components/data-table/index.ts';
import { confirmAction } from '../../components/dialogs/confirm.ts';
import { MoneyInput } from '../../components/inputs/index.ts';
import { PageFrame } from '../../components/page-frame/index.ts';
import { ScanList, useScanList } from '../../components/scan-list/index.ts';
import { callApi, errorText, newRequestKey, useApiQuery } from '../../lib/api.ts';
import { useMasterOptions } from '../../lib/master-lists.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { getSession } from '../../lib/session.ts';
import { cetakNota, cetakSlip } from './cetak-nota.ts';
import { bayarSummary, newBayarRow, PembayaranPanel, toPembayaran, type BayarRow } from './pembayaran-panel.tsx';

export const JUAL_TEXT = {
  customer: 'Customer',
  member: 'Member',
  umum: 'Umum',
  cariMember: 'Cari Member (Kode / No HP / Nama)',
  nama: 'Nama Customer',
  noHp: 'No HP',
  alamat: 'Alamat',
  sales: 'Sales',
  pilihSales: 'Pilih Sales',
  foto: 'Foto',
  hargaEmas: 'Harga Emas',
  ongkos: 'Ongkos',
  diskon: 'Diskon',
  harga: 'Harga',
  simpan: 'Simpan Penjualan',
  cetakNota: 'Cetak Nota',
  cetakSlip: 'Cetak Slip',
  noFaktur: 'No Faktur',
  kembalian: 'Kembalian',
  poin: 'Poin',
  diskonMaks: 'Diskon Maks',
  ganti: 'Ganti',
} as const;

/** A scanned piece on the counter: what the server priced, and what the cashier typed (digits). */
export type SaleLine = BarangJual & { ongkos_input: string; diskon_input: string };

const digits = (value: string): number => (value ? Number(value) : 0);
/** The line's figures as the server will book them. */
export function lineFigures(line: SaleLine) {
  const ongkos = digits(line.ongkos_input);
  const diskon = digits(line.diskon_input);
  const kotor = hargaKotor({ harga_emas: line.harga_emas, ongkos, harga_atribut: line.harga_atribut });
  const maks = diskonMaksimal(kotor, line.diskon_maks_persen);
  return { ongkos, diskon, kotor, maks, lewat: diskon > maks, harga: hargaBaris({ harga_emas: line.harga_emas, ongkos, harga_atribut: line.harga_atribut, diskon }) };
}

interface Saved {
  no_faktur_jual: string;
  total_harga: number;
  kembalian: number;
  poin: number;
}

export default function TransaksiPenjualanPage() {
  const toko = getSession()?.kode_toko;
  const list = useScanList<SaleLine>({
    draftKey: 'transaksi-penjualan',
    lookup: async (kode_barcode) => {
      const { data } = await callApi(penjualanApi.barangJual, { query: { kode_barcode, kode_toko: toko } });
      return { ...data, ongkos_input: String(data.ongkos), diskon_input: '' };
    },
  });
  const [mode, setMode] = useState<'MEMBER' | 'UMUM'>('UMUM');
  const [cari, setCari] = useState('');
  const [member, setMember] = useState<MemberSummary | null>(null);
  const [customer, setCustomer] = useState({ nama: '', no_hp: '', alamat: '' });
  const [kodeSales, setKodeSales] = useState<string | null>(null);
  const [bayar, setBayar] = useState<BayarRow[]>(() => [newBayarRow()]);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<Saved | null>(null);
  // One key per sale filled in: a second click, or a retry of the same sale, is recognised by the server.
  const requestKey = useRef(newRequestKey());
  const busy = useRef(false);
  const barcodeRef = useRef<HTMLInputElement>(null);

  const sales = useMasterOptions('sales');
  const marketplaces = useMasterOptions('marketplace');
  const found = useApiQuery(memberApi.cariMember, { query: { q: cari } }, { enabled: mode === 'MEMBER' && cari.trim().length >= 2 && !member });

  const figures = list.rows.map(lineFigures);
  const total = figures.reduce((sum, f) => sum + f.harga, 0);
  const summary = bayarSummary(total, bayar);

  const columns = useMemo<DataTableColumnDef<SaleLine>[]>(
    () => [
      {
        accessor: 'foto',
        title: JUAL_TEXT.foto,
        width: 52,
        noExport: true,
        render: (row) => (row.foto ? <Image src={row.foto} alt={row.nama_barang} w={36} h={36} fit="cover" radius="sm" /> : <Text c="dimmed">-</Text>),
      },
      {
        accessor: 'nama_barang',
        title: 'Nama Barang',
        render: (row) => (
          <Stack gap={0}>
            <Text size="sm" lineClamp={1}>
              {row.nama_barang}
            </Text>
            <Text size="xs" c="dimmed" lineClamp={1}>
              {row.kode_group} · {row.nama_dept || row.kode_dept} · {purityText(row.kadar)} · {row.kode_baki}
              {row.nama_atribut && row.nama_atribut !== '-' ? ` · ${row.nama_atribut}` : ''}
            </Text>
          </Stack>
        ),
      },
      { accessor: 'harga_emas', title: JUAL_TEXT.hargaEmas, width: 124, noWrap: true, textAlign: 'right', render: (row) => formatRupiah(row.harga_emas + row.harga_atribut) },
      {
        accessor: 'ongkos_input',
        title: JUAL_TEXT.ongkos,
        width: 96,
        render: (row) => (
          <MoneyInput size="xs" aria-label={`${JUAL_TEXT.ongkos} ${row.kode_barcode}`} value={row.ongkos_input} disabled={saving} onValueChange={(v) => list.update(row.kode_barcode, (r) => ({ ...r, ongkos_input: v }))} />
        ),
      },
      {
        accessor: 'diskon_input',
        title: JUAL_TEXT.diskon,
        width: 96,
        render: (row) => {
          const f = lineFigures(row);
          return (
            <MoneyInput
              size="xs"
              aria-label={`${JUAL_TEXT.diskon} ${row.kode_barcode}`}
              value={row.diskon_input}
              disabled={saving}
              error={f.lewat ? `${JUAL_TEXT.diskonMaks} ${formatRupiah(f.maks)}` : undefined}
              onValueChange={(v) => list.update(row.kode_barcode, (r) => ({ ...r, diskon_input: v }))}
            />
          );
        },
      },
      { accessor: '__harga', title: JUAL_TEXT.harga, width: 134, textAlign: 'right', noWrap: true, render: (row) => <Text fw={600} size="sm">{formatRupiah(lineFigures(row).harga)}</Text> },
    ],
    [list, saving],
  );

  const reset = () => {
    list.clear();
    setMember(null);
    setCari('');
    setCustomer({ nama: '', no_hp: '', alamat: '' });
    setBayar([newBayarRow()]);
    requestKey.current = newRequestKey();
  };

  const save = async () => {
    if (busy.current) return;
    if (list.rows.length === 0) return notifyError(MESSAGES.dataBaragTidakBolehKosong);
    if (!kodeSales) return notifyError(PM.salesHarusDipilih);
    if (mode === 'MEMBER' ? !member : !customer.nama.trim()) return notifyError(PM.customerHarusDiisi);
    const over = list.rows.find((row) => lineFigures(row).lewat);
    if (over) return notifyError(`${PM.diskonMelebihiBatas} (${over.kode_barcode})`);
    if (summary.masalah === 'KURANG') return notifyError(`${PM.pembayaranKurang} (${formatRupiah(summary.kurang)})`);
    if (summary.masalah === 'NON_TUNAI_LEBIH') return notifyError(PM.nonTunaiMelebihiTotal);
    busy.current = true;
    try {
      if (!(await confirmAction({ message: PM.konfirmasiSimpanPenjualan }))) return;
      setSaving(true);
      const answer = await callApi(
        penjualanApi.simpanPenjualan,
        {
          body: {
            kode_sales: kodeSales,
            ...(mode === 'MEMBER' && member ? { kode_member: member.kode_member } : { customer }),
            detail_barang: list.rows.map((row) => ({ kode_barcode: row.kode_barcode, ongkos: digits(row.ongkos_input), diskon: digits(row.diskon_input) })),
            pembayaran: toPembayaran(bayar),
            kode_toko: toko,
          },
        },
        { idempotencyKey: requestKey.current, timeoutMs: 30_000 },
      );
      setSaved({ no_faktur_jual: answer.data.no_faktur_jual, total_harga: answer.data.total_harga, kembalian: answer.data.kembalian, poin: answer.data.poin });
      notifySuccess(answer.message);
      reset();
    } catch (error) {
      notifyError(errorText(error, MESSAGES.terjadiKesalahanSaatMengirimData));
    } finally {
      busy.current = false;
      setSaving(false);
      barcodeRef.current?.focus();
    }
  };

  const print = (what: 'nota' | 'slip') => {
    if (!saved) return;
    (what === 'nota' ? cetakNota(saved.no_faktur_jual) : cetakSlip(saved.no_faktur_jual)).catch((error: unknown) => notifyError(errorText(error, MESSAGES.terjadiKesalahanSaatMengirimData)));
  };

  return (
    <PageFrame path="/transaksi-penjualan">
      {saved && (
        <Alert color="green" variant="light" p="xs" icon={<IconCircleCheck size={18} />} withCloseButton onClose={() => setSaved(null)} title={PM.penjualanBerhasil} role="status">
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" data-testid="hasil-penjualan">
              {JUAL_TEXT.noFaktur} {saved.no_faktur_jual} · {formatRupiah(saved.total_harga)} · {JUAL_TEXT.kembalian} {formatRupiah(saved.kembalian)}
              {saved.poin ? ` · ${JUAL_TEXT.poin} ${saved.poin}` : ''}
            </Text>
            <Group gap={6} wrap="nowrap">
              <Button size="compact-sm" leftSection={<IconFileTypePdf size={14} />} onClick={() => print('nota')}>
                {JUAL_TEXT.cetakNota}
              </Button>
              <Button size="compact-sm" variant="light" leftSection={<IconReceipt size={14} />} onClick={() => print('slip')}>
                {JUAL_TEXT.cetakSlip}
              </Button>
            </Group>
          </Group>
        </Alert>
      )}
      <Paper withBorder radius="md" p="xs">
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <Stack gap={2}>
            <Text size="sm" fw={600}>
              {JUAL_TEXT.customer}
            </Text>
            <SegmentedControl
              size="xs"
              value={mode}
              onChange={(value) => setMode(value as 'MEMBER' | 'UMUM')}
              data={[
                { value: 'UMUM', label: JUAL_TEXT.umum },
                { value: 'MEMBER', label: JUAL_TEXT.member },
              ]}
            />
          </Stack>
          {mode === 'MEMBER' ? (
            member ? (
              <Group gap="xs" wrap="nowrap" style={{ flex: 1 }} h={30}>
                <IconUser size={14} />
                <Text size="sm" fw={600} data-testid="member-terpilih">
                  {member.kode_member} - {member.nama_member}
                </Text>
                <Text size="xs" c="dimmed">
                  {member.no_hp} · {JUAL_TEXT.poin} {member.poin}
                </Text>
                <Button size="compact-xs" variant="subtle" onClick={() => setMember(null)}>
                  {JUAL_TEXT.ganti}
                </Button>
              </Group>
            ) : (
              <Select
                size="xs"
                style={{ flex: 1 }}
                label={JUAL_TEXT.cariMember}
                searchable
                searchValue={cari}
                onSearchChange={setCari}
                data={(found.data?.data ?? []).map((m) => ({ value: m.kode_member, label: `${m.kode_member} - ${m.nama_member} (${m.no_hp})` }))}
                nothingFoundMessage={cari.trim().length >= 2 && !found.isFetching ? PM.memberTidakDitemukan : undefined}
                onChange={(value) => setMember(found.data?.data.find((m) => m.kode_member === value) ?? null)}
                filter={({ options }) => options}
              />
            )
          ) : (
            <>
              <TextInput size="xs" w={220} label={JUAL_TEXT.nama} maxLength={100} value={customer.nama} onChange={(e) => setCustomer({ ...customer, nama: e.currentTarget.value.toUpperCase() })} />
              <TextInput size="xs" w={140} label={JUAL_TEXT.noHp} maxLength={20} value={customer.no_hp} onChange={(e) => setCustomer({ ...customer, no_hp: e.currentTarget.value.replace(/[^0-9+\- ]/g, '') })} />
              <TextInput size="xs" style={{ flex: 1 }} label={JUAL_TEXT.alamat} maxLength={200} value={customer.alamat} onChange={(e) => setCustomer({ ...customer, alamat: e.currentTarget.value.toUpperCase() })} />
            </>
          )}
          <Select size="xs" w={200} label={JUAL_TEXT.sales} placeholder={JUAL_TEXT.pilihSales} data={sales.data} value={kodeSales} onChange={setKodeSales} searchable />
        </Group>
      </Paper>
      <Paper withBorder radius="md" p="xs">
        <Stack gap="xs">
          <ScanList list={list} columns={columns} disabled={saving} inputRef={barcodeRef} height="calc(100vh - 520px)" />
        </Stack>
      </Paper>
      <Group align="stretch" wrap="nowrap" gap="xs">
        <Box style={{ flex: 1, minWidth: 0 }}>
          <PembayaranPanel total={total} rows={bayar} onChange={setBayar} marketplaces={marketplaces.data} disabled={saving} />
        </Box>
        <Paper withBorder radius="md" p="xs" w={200}>
          <Stack gap="xs" justify="space-between" h="100%">
            <Text size="sm" fw={600} ta="center" data-testid="jumlah-jual">
              {list.rows.length} pcs · {formatGrams(list.totals.berat, 3)} gr
            </Text>
            <Button leftSection={<IconCash size={16} />} loading={saving} onClick={() => void save()} disabled={list.rows.length === 0} fullWidth>
              {JUAL_TEXT.simpan}
            </Button>
          </Stack>
        </Paper>
      </Group>
    </PageFrame>
  );
}
