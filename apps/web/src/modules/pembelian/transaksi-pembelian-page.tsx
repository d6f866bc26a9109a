// /transaksi-pembelian: the shop buys old gold back. The seller first (NIK, name, phone, address — all
// required by the law against fencing), then the lines: from our own nota (scan its barcode/QR or type the
// number or a piece's barcode: the sold piece's data comes from the sale, its barcode linked) or typed by
// hand; each with its condition (Master Kondisi Pembelian) and the price per gram of the day less its cut;
// then the payment (CASH / TRANSFER), an optional photo, and Simpan → POST pembelian.
import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { ActionIcon, Alert, Badge, Button, FileButton, Group, Image, Paper, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconDeviceFloppy, IconPhoto, IconPlus, IconScan, IconTrash } from '@tabler/icons-react';
import Decimal from 'decimal.js';
import { formatGrams, formatRupiah, hargaBaris, MESSAGES, padGrams, PEMBELIAN_MESSAGES as P, pembelianApi, penjualanApi, tidakBolehKosong, tukarApi, type NotaLine } from '@kencana/core';
import { MasterSelect } from '../../components/master-select/index.ts';
import { PageFrame } from '../../components/page-frame/index.ts';
import { BarcodeInput, DigitsInput, MoneyInput, PurityInput, UpperTextInput, WeightInput } from '../../components/inputs/index.ts';
import { callApi, errorText, newRequestKey } from '../../lib/api.ts';
import { notifyError, notifyScanError, notifySuccess } from '../../lib/notify.ts';
import { resizeImageFile } from '../../lib/photo.ts';
import { useMasterList } from '../../lib/master-lists.ts';
import { getSession } from '../../lib/session.ts';
import { printPembelian } from './lihat-pembelian-page.tsx';

/** Words of the screen (labels, not messages). */
export const BELI_TEXT = {
  customer: 'Data Customer',
  wajib: 'Wajib diisi lengkap (UU anti penadahan)',
  nik: 'No KTP (NIK)',
  nama: 'Nama Customer',
  noHp: 'No HP',
  alamat: 'Alamat',
  barang: 'Barang Yang Dibeli',
  nota: 'No Nota / Kode Barcode',
  ambil: 'Ambil Dari Nota',
  namaBarang: 'Nama Barang',
  kategori: 'Kategori',
  jenis: 'Jenis',
  berat: 'Berat (gr)',
  kadar: 'Kadar',
  kondisi: 'Kondisi',
  hargaGram: 'Harga / gr',
  harga: 'Harga',
  tambah: 'Tambah',
  total: 'Total',
  cash: 'Cash',
  transfer: 'Transfer',
  bank: 'Bank',
  noRef: 'No Referensi',
  foto: 'Foto (Opsional)',
  pilihFoto: 'Pilih Foto',
  simpan: 'Simpan Pembelian',
  dariNota: 'Dari Nota',
  manual: 'Manual',
  kosong: 'Belum Ada Barang',
  sisa: 'Selisih Pembayaran',
  modeBeli: 'Pembelian',
  modeTukar: 'Tukar Barang',
  barangBaru: 'Barang Baru (Dijual)',
  scanBaru: 'Scan Barcode Barang Baru',
  sales: 'Sales',
  totalBeli: 'Total Barang Lama',
  totalJual: 'Total Barang Baru',
  dibayarCustomer: 'Dibayar Customer',
  dibayarToko: 'Dibayar Toko',
  simpanTukar: 'Simpan Tukar Barang',
} as const;

interface NewPiece {
  kode_barcode: string;
  nama_barang: string;
  kode_group: string;
  berat: string;
  kadar: string;
  harga: number;
}

interface Line {
  key: string;
  no_faktur_jual?: string;
  kode_barcode?: string;
  nama_barang: string;
  kode_group: string;
  kode_dept: string;
  berat: string;
  kadar: string;
  kondisi: string;
  harga_per_gram: number;
  harga: number;
}

const emptyDraft = { no_faktur_jual: '', kode_barcode: '', nama_barang: '', kode_group: '', kode_dept: '', berat: '', kadar: '', kondisi: '', harga: '' };
type Draft = typeof emptyDraft;

const linePrice = (berat: string, perGram: number): number => {
  try {
    return new Decimal(berat || '0').times(perGram).floor().toNumber();
  } catch {
    return 0;
  }
};

export default function TransaksiPembelianPage() {
  const [customer, setCustomer] = useState({ no_ktp: '', nama: '', no_hp: '', alamat: '' });
  const [kode, setKode] = useState('');
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [perGram, setPerGram] = useState<{ harga_per_gram: number; potongan_persen: string } | null>(null);
  const [lines, setLines] = useState<Line[]>([]);
  const [cash, setCash] = useState('');
  const [transfer, setTransfer] = useState({ jumlah: '', kode_bank: '', no_referensi: '' });
  const [foto, setFoto] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [requestKey, setRequestKey] = useState(newRequestKey);
  const [result, setResult] = useState<{ no_faktur_beli: string; total_harga: number; total_berat: string } | null>(null);
  const { data: jenis = [] } = useMasterList('jenis');
  const [mode, setMode] = useState<'BELI' | 'TUKAR'>('BELI');
  const [baru, setBaru] = useState<NewPiece[]>([]);
  const [scan, setScan] = useState('');
  const [kodeSales, setKodeSales] = useState('');
  const [tukarResult, setTukarResult] = useState<{ no_tukar: string; selisih: number; kembalian: number } | null>(null);

  const fromNota = draft.kode_barcode !== '';
  const total = lines.reduce((sum, line) => sum + line.harga, 0);
  const paid = Number(cash || 0) + Number(transfer.jumlah || 0);
  const totalBaru = baru.reduce((sum, piece) => sum + piece.harga, 0);
  // In an exchange: positive, the customer pays the difference; negative, the shop pays it back.
  const selisih = totalBaru - total;
  const balanced = mode === 'BELI' ? paid === total : selisih > 0 ? paid >= selisih : paid === -selisih;
  const jenisWhere = useMemo(() => (row: { kode_group: string }) => !draft.kode_group || row.kode_group === draft.kode_group, [draft.kode_group]);

  // The price per gram of the category and condition chosen (the day's buy-back price less the cut).
  useEffect(() => {
    setPerGram(null);
    if (!draft.kode_group || !draft.kondisi) return;
    let live = true;
    callApi(pembelianApi.hargaBeli, { query: { kode_group: draft.kode_group, kondisi: draft.kondisi } })
      .then((answer) => live && setPerGram(answer.data))
      .catch((error: unknown) => live && notifyError(errorText(error, P.hargaEmasBelumDiisi)));
    return () => {
      live = false;
    };
  }, [draft.kode_group, draft.kondisi]);

  const suggested = perGram ? linePrice(draft.berat, perGram.harga_per_gram) : 0;

  const lookupNota = async () => {
    const code = kode.trim().toUpperCase();
    if (!code) return;
    try {
      const answer = await callApi(pembelianApi.cariNota, { query: { kode: code } });
      const free = answer.data.filter((line: NotaLine) => !line.dibeli_kembali && !lines.some((l) => l.kode_barcode === line.kode_barcode));
      if (free.length === 0) return notifyScanError(P.barangSudahDibeliKembali, code);
      const piece = free[0]!;
      setDraft({ ...emptyDraft, kondisi: draft.kondisi, no_faktur_jual: piece.no_faktur_jual ?? '', kode_barcode: piece.kode_barcode, nama_barang: piece.nama_barang, kode_group: piece.kode_group, kode_dept: piece.kode_dept, berat: piece.berat, kadar: piece.kadar });
      setKode('');
    } catch (error) {
      notifyScanError(errorText(error, P.notaTidakDitemukan), code);
    }
  };

  const addLine = () => {
    const missing = [
      [draft.nama_barang, BELI_TEXT.namaBarang],
      [draft.kode_group, BELI_TEXT.kategori],
      [draft.kode_dept, BELI_TEXT.jenis],
      [draft.berat, 'Berat'],
      [draft.kadar, BELI_TEXT.kadar],
      [draft.kondisi, BELI_TEXT.kondisi],
    ].find(([value]) => !value?.trim());
    if (missing) return notifyError(tidakBolehKosong(missing[1]!));
    if (!new Decimal(draft.berat).greaterThan(0)) return notifyError(P.beratHarusLebihDariNol);
    if (!perGram) return notifyError(P.hargaEmasBelumDiisi);
    const harga = draft.harga ? Number(draft.harga) : suggested;
    setLines((current) => [
      ...current,
      {
        key: `${Date.now()}-${current.length}`,
        no_faktur_jual: draft.no_faktur_jual || undefined,
        kode_barcode: draft.kode_barcode || undefined,
        nama_barang: draft.nama_barang.trim().toUpperCase(),
        kode_group: draft.kode_group,
        kode_dept: draft.kode_dept,
        berat: padGrams(draft.berat),
        kadar: draft.kadar,
        kondisi: draft.kondisi,
        harga_per_gram: perGram.harga_per_gram,
        harga,
      },
    ]);
    setDraft({ ...emptyDraft, kondisi: draft.kondisi });
  };

  const pickFoto = async (file: File | null) => {
    if (!file) return;
    try {
      const { blob } = await resizeImageFile(file);
      const reader = new FileReader();
      reader.onload = () => setFoto(String(reader.result));
      reader.readAsDataURL(blob);
    } catch {
      notifyError(MESSAGES.fotoTidakDapatDibaca);
    }
  };

  const save = async () => {
    for (const [value, label] of [
      [customer.no_ktp, 'No KTP'],
      [customer.nama, BELI_TEXT.nama],
      [customer.no_hp, 'No HP'],
      [customer.alamat, BELI_TEXT.alamat],
    ] as const) {
      if (!value.trim()) return notifyError(tidakBolehKosong(label));
    }
    if (!/^\d{16}$/.test(customer.no_ktp)) return notifyError(P.nikTidakValid);
    if (lines.length === 0) return notifyError(MESSAGES.dataBaragTidakBolehKosong);
    if (paid !== total) return notifyError(P.pembayaranTidakSesuai);
    const pembayaran: Array<{ jenis: 'CASH' | 'TRANSFER'; jumlah: number; kode_bank?: string; no_referensi?: string }> = [];
    if (Number(cash || 0) > 0) pembayaran.push({ jenis: 'CASH', jumlah: Number(cash) });
    if (Number(transfer.jumlah || 0) > 0) pembayaran.push({ jenis: 'TRANSFER', jumlah: Number(transfer.jumlah), kode_bank: transfer.kode_bank || undefined, no_referensi: transfer.no_referensi || undefined });
    if (pembayaran.length === 0) pembayaran.push({ jenis: 'CASH', jumlah: 0 });
    setSaving(true);
    try {
      const answer = await callApi(
        pembelianApi.simpanPembelian,
        {
          body: {
            customer,
            detail_barang: lines.map(({ key: _key, harga_per_gram: _g, ...line }) => line),
            pembayaran,
            ...(foto ? { foto } : {}),
          },
        },
        { idempotencyKey: requestKey, timeoutMs: 20_000 },
      );
      notifySuccess(answer.message);
      setResult(answer.data);
      printPembelian({
        ...answer.data,
        nama_customer: customer.nama.trim().toUpperCase(),
        no_ktp: customer.no_ktp,
        no_hp: customer.no_hp,
        pembayaran,
        user_id: getSession()?.user_id ?? '',
        no_batal: null,
      });
      setLines([]);
      setCustomer({ no_ktp: '', nama: '', no_hp: '', alamat: '' });
      setCash('');
      setTransfer({ jumlah: '', kode_bank: '', no_referensi: '' });
      setFoto(null);
      setRequestKey(newRequestKey());
    } catch (error) {
      notifyError(errorText(error, MESSAGES.terjadiKesalahanSaatMengirimData));
    } finally {
      setSaving(false);
    }
  };

  const scanBaru = async (code: string) => {
    if (baru.some((p) => p.kode_barcode === code)) return notifyScanError(MESSAGES.kodeBarcodeTersebutSudahAdaDitabel, code);
    try {
      const { data } = await callApi(penjualanApi.barangJual, { query: { kode_barcode: code } });
      setBaru((current) => [
        ...current,
        { kode_barcode: data.kode_barcode, nama_barang: data.nama_barang, kode_group: data.kode_group, berat: data.berat, kadar: data.kadar, harga: hargaBaris({ harga_emas: data.harga_emas, ongkos: data.ongkos, harga_atribut: data.harga_atribut, diskon: 0 }) },
      ]);
      setScan('');
    } catch (error) {
      notifyScanError(errorText(error, MESSAGES.barangTidakDiTemukan), code);
    }
  };

  const saveTukar = async () => {
    for (const [value, label] of [
      [customer.no_ktp, 'No KTP'],
      [customer.nama, BELI_TEXT.nama],
      [customer.no_hp, 'No HP'],
      [customer.alamat, BELI_TEXT.alamat],
      [kodeSales, BELI_TEXT.sales],
    ] as const) {
      if (!value.trim()) return notifyError(tidakBolehKosong(label));
    }
    if (lines.length === 0) return notifyError(P.barangLamaKosong);
    if (baru.length === 0) return notifyError(P.barangBaruKosong);
    if (!balanced) return notifyError(selisih > 0 ? P.pembayaranKurang : P.pembayaranTidakSesuai);
    const pembayaran: Array<{ jenis: 'CASH' | 'TRANSFER'; jumlah: number; kode_bank?: string; no_referensi?: string }> = [];
    if (Number(cash || 0) > 0) pembayaran.push({ jenis: 'CASH', jumlah: Number(cash) });
    if (Number(transfer.jumlah || 0) > 0) pembayaran.push({ jenis: 'TRANSFER', jumlah: Number(transfer.jumlah), kode_bank: transfer.kode_bank || undefined, no_referensi: transfer.no_referensi || undefined });
    setSaving(true);
    try {
      const answer = await callApi(
        tukarApi.simpanTukar,
        {
          body: {
            kode_sales: kodeSales,
            customer,
            barang_lama: lines.map(({ key: _key, harga_per_gram: _g, ...line }) => line),
            barang_baru: baru.map((piece) => ({ kode_barcode: piece.kode_barcode, diskon: 0 })),
            pembayaran,
          },
        },
        { idempotencyKey: requestKey, timeoutMs: 30_000 },
      );
      notifySuccess(answer.message);
      setTukarResult(answer.data);
      setLines([]);
      setBaru([]);
      setCustomer({ no_ktp: '', nama: '', no_hp: '', alamat: '' });
      setCash('');
      setTransfer({ jumlah: '', kode_bank: '', no_referensi: '' });
      setRequestKey(newRequestKey());
    } catch (error) {
      notifyError(errorText(error, MESSAGES.terjadiKesalahanSaatMengirimData));
    } finally {
      setSaving(false);
    }
  };

  const onNotaKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void lookupNota();
  };

  return (
    <PageFrame
      path="/transaksi-pembelian"
      actions={
        <SegmentedControl
          size="xs"
          value={mode}
          onChange={(value) => setMode(value as 'BELI' | 'TUKAR')}
          data={[
            { value: 'BELI', label: BELI_TEXT.modeBeli },
            { value: 'TUKAR', label: BELI_TEXT.modeTukar },
          ]}
          data-testid="mode-transaksi"
        />
      }
    >
      {tukarResult && (
        <Alert color="green" variant="light" p="xs" icon={<IconCircleCheck size={18} />} withCloseButton onClose={() => setTukarResult(null)} title={P.tukarBerhasil} role="status">
          <Text size="sm" data-testid="hasil-tukar">
            No Tukar {tukarResult.no_tukar} · {tukarResult.selisih >= 0 ? BELI_TEXT.dibayarCustomer : BELI_TEXT.dibayarToko} {formatRupiah(Math.abs(tukarResult.selisih))}
            {tukarResult.kembalian > 0 ? ` · Kembalian ${formatRupiah(tukarResult.kembalian)}` : ''}
          </Text>
        </Alert>
      )}
      {result && (
        <Alert color="green" variant="light" p="xs" icon={<IconCircleCheck size={18} />} withCloseButton onClose={() => setResult(null)} title={P.pembelianBerhasil} role="status">
          <Text size="sm" data-testid="hasil-pembelian">
            No Faktur Beli {result.no_faktur_beli} · {formatGrams(result.total_berat, 3)} gr · {formatRupiah(result.total_harga)}
          </Text>
        </Alert>
      )}
      <Group align="stretch" gap="xs" wrap="nowrap">
          <Paper withBorder radius="md" p="sm" w={300} style={{ flexShrink: 0 }}>
            <Stack gap={6}>
              <div>
                <Title order={5}>{BELI_TEXT.customer}</Title>
                <Text size="xs" c="dimmed">
                  {BELI_TEXT.wajib}
                </Text>
              </div>
              <DigitsInput label={BELI_TEXT.nik} size="xs" withAsterisk maxLength={16} value={customer.no_ktp} onValueChange={(no_ktp) => setCustomer((c) => ({ ...c, no_ktp }))} data-testid="nik" />
              <UpperTextInput label={BELI_TEXT.nama} size="xs" withAsterisk maxLength={100} value={customer.nama} onValueChange={(nama) => setCustomer((c) => ({ ...c, nama }))} />
              <DigitsInput label={BELI_TEXT.noHp} size="xs" withAsterisk maxLength={15} value={customer.no_hp} onValueChange={(no_hp) => setCustomer((c) => ({ ...c, no_hp }))} />
              <UpperTextInput label={BELI_TEXT.alamat} size="xs" withAsterisk maxLength={200} value={customer.alamat} onValueChange={(alamat) => setCustomer((c) => ({ ...c, alamat }))} />
              <Group gap="xs" align="center" mt={4}>
                <FileButton onChange={(file) => void pickFoto(file)} accept="image/jpeg,image/png,image/webp">
                  {(props) => (
                    <Button {...props} size="compact-xs" variant="light" leftSection={<IconPhoto size={12} />}>
                      {BELI_TEXT.pilihFoto}
                    </Button>
                  )}
                </FileButton>
                <Text size="xs" c="dimmed">
                  {BELI_TEXT.foto}
                </Text>
              </Group>
              {foto && <Image src={foto} alt={BELI_TEXT.foto} h={90} fit="contain" />}
            </Stack>
          </Paper>
          <Paper withBorder radius="md" p="sm" style={{ flex: 1, minWidth: 0 }}>
            <Stack gap={6}>
              <Group justify="space-between">
                <Title order={5}>{BELI_TEXT.barang}</Title>
                {fromNota && (
                  <Badge variant="light" color="teal">
                    {BELI_TEXT.dariNota} {draft.no_faktur_jual || draft.kode_barcode}
                  </Badge>
                )}
              </Group>
              <Group gap="xs" align="flex-end" wrap="nowrap">
                <UpperTextInput
                  label={BELI_TEXT.nota}
                  size="xs"
                  w={280}
                  autoFocus
                  maxLength={60}
                  value={kode}
                  onValueChange={setKode}
                  onKeyDown={onNotaKey}
                  leftSection={<IconScan size={14} />}
                  data-testid="kode-nota"
                />
                <Button size="xs" variant="light" onClick={() => void lookupNota()}>
                  {BELI_TEXT.ambil}
                </Button>
              </Group>
              <Group gap="xs" align="flex-end" wrap="wrap">
                <UpperTextInput label={BELI_TEXT.namaBarang} size="xs" w={190} maxLength={150} readOnly={fromNota} value={draft.nama_barang} onValueChange={(nama_barang) => setDraft((d) => ({ ...d, nama_barang }))} />
                <MasterSelect list="group" label={BELI_TEXT.kategori} size="xs" w={110} readOnly={fromNota} value={draft.kode_group || null} onChange={(v) => setDraft((d) => ({ ...d, kode_group: v ?? '', kode_dept: '' }))} />
                <MasterSelect list="jenis" label={BELI_TEXT.jenis} size="xs" w={120} readOnly={fromNota} where={jenisWhere} value={draft.kode_dept || null} onChange={(v) => setDraft((d) => ({ ...d, kode_dept: v ?? '', kode_group: d.kode_group || (jenis.find((j) => j.kode_dept === v)?.kode_group ?? '') }))} />
                <WeightInput label={BELI_TEXT.berat} size="xs" w={90} readOnly={fromNota} value={draft.berat} onValueChange={(berat) => setDraft((d) => ({ ...d, berat }))} />
                <PurityInput label={BELI_TEXT.kadar} size="xs" w={70} readOnly={fromNota} value={draft.kadar} onValueChange={(kadar) => setDraft((d) => ({ ...d, kadar }))} />
                <MasterSelect list="kondisi_pembelian" label={BELI_TEXT.kondisi} size="xs" w={150} value={draft.kondisi || null} onChange={(v) => setDraft((d) => ({ ...d, kondisi: v ?? '' }))} data-testid="kondisi" />
                <MoneyInput label={`${BELI_TEXT.harga}${perGram ? ` (${formatRupiah(perGram.harga_per_gram)}/gr, -${perGram.potongan_persen}%)` : ''}`} size="xs" w={210} placeholder={suggested ? String(suggested) : ''} value={draft.harga} onValueChange={(harga) => setDraft((d) => ({ ...d, harga }))} />
                <Button size="xs" leftSection={<IconPlus size={14} />} onClick={addLine}>
                  {BELI_TEXT.tambah}
                </Button>
              </Group>
              <Table striped withTableBorder fz="xs" verticalSpacing={4} data-testid="baris-pembelian">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>No</Table.Th>
                    <Table.Th>Nota / Barcode</Table.Th>
                    <Table.Th>{BELI_TEXT.namaBarang}</Table.Th>
                    <Table.Th>{BELI_TEXT.kategori}</Table.Th>
                    <Table.Th>{BELI_TEXT.jenis}</Table.Th>
                    <Table.Th ta="right">Berat</Table.Th>
                    <Table.Th>{BELI_TEXT.kadar}</Table.Th>
                    <Table.Th>{BELI_TEXT.kondisi}</Table.Th>
                    <Table.Th ta="right">{BELI_TEXT.hargaGram}</Table.Th>
                    <Table.Th ta="right">{BELI_TEXT.harga}</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {lines.length === 0 && (
                    <Table.Tr>
                      <Table.Td colSpan={11} ta="center" c="dimmed">
                        {BELI_TEXT.kosong}
                      </Table.Td>
                    </Table.Tr>
                  )}
                  {lines.map((line, index) => (
                    <Table.Tr key={line.key}>
                      <Table.Td>{index + 1}</Table.Td>
                      <Table.Td>{line.kode_barcode ? `${line.no_faktur_jual ?? ''} ${line.kode_barcode}`.trim() : BELI_TEXT.manual}</Table.Td>
                      <Table.Td>{line.nama_barang}</Table.Td>
                      <Table.Td>{line.kode_group}</Table.Td>
                      <Table.Td>{line.kode_dept}</Table.Td>
                      <Table.Td ta="right">{formatGrams(line.berat, 3)}</Table.Td>
                      <Table.Td>{line.kadar}</Table.Td>
                      <Table.Td>{line.kondisi}</Table.Td>
                      <Table.Td ta="right">{formatRupiah(line.harga_per_gram)}</Table.Td>
                      <Table.Td ta="right">{formatRupiah(line.harga)}</Table.Td>
                      <Table.Td>
                        <ActionIcon size="sm" variant="subtle" color="red" aria-label="Hapus" onClick={() => setLines((current) => current.filter((l) => l.key !== line.key))}>
                          <IconTrash size={14} />
                        </ActionIcon>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
                <Table.Tfoot>
                  <Table.Tr>
                    <Table.Th colSpan={5}>{BELI_TEXT.total}</Table.Th>
                    <Table.Th ta="right">{formatGrams(lines.reduce((sum, l) => sum.plus(l.berat), new Decimal(0)).toFixed(3), 3)}</Table.Th>
                    <Table.Th colSpan={3} />
                    <Table.Th ta="right" data-testid="total-pembelian">
                      {formatRupiah(total)}
                    </Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Tfoot>
              </Table>
              {mode === 'TUKAR' && (
                <Paper withBorder radius="sm" p="xs" bg="gray.0">
                  <Stack gap={6}>
                    <Group gap="xs" align="flex-end" wrap="nowrap">
                      <Title order={6} mr="auto">
                        {BELI_TEXT.barangBaru}
                      </Title>
                      <MasterSelect list="sales" label={BELI_TEXT.sales} size="xs" w={200} withAsterisk value={kodeSales || null} onChange={(v) => setKodeSales(v ?? '')} data-testid="sales-tukar" />
                      <BarcodeInput label={BELI_TEXT.scanBaru} size="xs" w={200} autoFocus={false} value={scan} onValueChange={setScan} onLookup={(code) => void scanBaru(code)} data-testid="scan-baru" />
                    </Group>
                    <Table fz="xs" verticalSpacing={3} withTableBorder data-testid="barang-baru">
                      <Table.Tbody>
                        {baru.length === 0 && (
                          <Table.Tr>
                            <Table.Td ta="center" c="dimmed">
                              {BELI_TEXT.kosong}
                            </Table.Td>
                          </Table.Tr>
                        )}
                        {baru.map((piece) => (
                          <Table.Tr key={piece.kode_barcode}>
                            <Table.Td>{piece.kode_barcode}</Table.Td>
                            <Table.Td>{piece.nama_barang}</Table.Td>
                            <Table.Td>{piece.kode_group}</Table.Td>
                            <Table.Td ta="right">{formatGrams(piece.berat, 3)} gr</Table.Td>
                            <Table.Td>{piece.kadar}</Table.Td>
                            <Table.Td ta="right">{formatRupiah(piece.harga)}</Table.Td>
                            <Table.Td w={30}>
                              <ActionIcon size="sm" variant="subtle" color="red" aria-label="Hapus" onClick={() => setBaru((current) => current.filter((p) => p.kode_barcode !== piece.kode_barcode))}>
                                <IconTrash size={14} />
                              </ActionIcon>
                            </Table.Td>
                          </Table.Tr>
                        ))}
                      </Table.Tbody>
                    </Table>
                    <Group gap="lg" justify="flex-end">
                      <Text size="xs">
                        {BELI_TEXT.totalBeli}: <b>{formatRupiah(total)}</b>
                      </Text>
                      <Text size="xs">
                        {BELI_TEXT.totalJual}: <b data-testid="total-baru">{formatRupiah(totalBaru)}</b>
                      </Text>
                      <Text size="sm" fw={700} c={selisih >= 0 ? 'dark' : 'orange'} data-testid="selisih-tukar">
                        {selisih >= 0 ? BELI_TEXT.dibayarCustomer : BELI_TEXT.dibayarToko}: {formatRupiah(Math.abs(selisih))}
                      </Text>
                    </Group>
                  </Stack>
                </Paper>
              )}
              <Group gap="xs" align="flex-end" wrap="wrap">
                <MoneyInput label={BELI_TEXT.cash} size="xs" w={150} value={cash} onValueChange={setCash} data-testid="bayar-cash" />
                <MoneyInput label={BELI_TEXT.transfer} size="xs" w={150} value={transfer.jumlah} onValueChange={(jumlah) => setTransfer((t) => ({ ...t, jumlah }))} />
                <UpperTextInput label={BELI_TEXT.bank} size="xs" w={90} maxLength={20} value={transfer.kode_bank} onValueChange={(kode_bank) => setTransfer((t) => ({ ...t, kode_bank }))} />
                <UpperTextInput label={BELI_TEXT.noRef} size="xs" w={140} maxLength={50} value={transfer.no_referensi} onValueChange={(no_referensi) => setTransfer((t) => ({ ...t, no_referensi }))} />
                <Stack gap={0} ml="auto" align="flex-end">
                  <Text size="xs" c="dimmed">
                    {BELI_TEXT.sisa}
                  </Text>
                  <Text size="sm" fw={600} c={balanced ? 'teal' : 'red'}>
                    {formatRupiah(mode === 'BELI' ? paid - total : paid - Math.abs(selisih))}
                  </Text>
                </Stack>
                <Button size="xs" leftSection={<IconDeviceFloppy size={14} />} loading={saving} onClick={() => void (mode === 'BELI' ? save() : saveTukar())} data-testid="simpan">
                  {mode === 'BELI' ? BELI_TEXT.simpan : BELI_TEXT.simpanTukar}
                </Button>
              </Group>
            </Stack>
          </Paper>
      </Group>
    </PageFrame>
  );
}
