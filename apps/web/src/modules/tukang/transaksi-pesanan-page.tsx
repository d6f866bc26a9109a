// /transaksi-pesanan (Kencana's design; the specification only names the route): a member's code or a
// customer (name, address, phone); the pieces (category, kind, description, attribute, size, estimated weight
// and purity, price a gram, attribute price → sub total); the deposit (uang muka) split over payment methods;
// the due date. POST pesanan answers the order's number and its note (downloaded). Enter never submits.
import { useRef, useState } from 'react';
import { ActionIcon, Button, Divider, Group, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconDeviceFloppy, IconPlus, IconTrash } from '@tabler/icons-react';
import Decimal from 'decimal.js';
import { formatGrams, formatRupiah, isGramString, MESSAGES, roundUpTo500, tukangApi } from '@kencana/core';
import { DataTable, type DataTableColumnDef } from '../../components/data-table/index.ts';
import { MoneyInput, PurityInput, UpperTextInput, WeightInput } from '../../components/inputs/index.ts';
import { MasterSelect } from '../../components/master-select/index.ts';
import { PageFrame } from '../../components/page-frame/index.ts';
import { callApi, errorText, newRequestKey } from '../../lib/api.ts';
import { downloadSlip } from '../../lib/download.ts';
import { preventEnterSubmit } from '../../lib/forms.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';

export const PESANAN_TEXT = {
  member: 'MEMBER',
  customer: 'CUSTOMER',
  kodeMember: 'Kode Member',
  nama: 'Nama Customer',
  alamat: 'Alamat',
  noHp: 'No HP',
  kategori: 'Kategori',
  jenis: 'Jenis Pesanan',
  deskripsi: 'Deskripsi',
  atribut: 'Atribut',
  size: 'Size',
  berat: 'Perkiraan Berat',
  kadar: 'Perkiraan Kadar',
  hargaGram: 'Harga / Gram',
  hargaAtribut: 'Harga Atribut',
  subTotal: 'Sub Total',
  tambah: 'Tambah Barang',
  total: 'Total',
  uangMuka: 'Uang Muka',
  tunai: 'Tunai',
  transfer: 'Transfer',
  jatuhTempo: 'Tanggal Jatuh Tempo',
  simpan: 'Simpan Pesanan',
  menyimpan: 'Sedang Menyimpan',
  noPesanan: 'No Pesanan',
} as const;

interface Line {
  id: number;
  kode_group: string;
  jenis_pesanan: string;
  deskripsi: string;
  attribut: string;
  size: string;
  perkiraan_berat: string;
  perkiraan_kadar: string;
  harga_gram: number;
  harga_atribut: number;
  sub_total: number;
}

const EMPTY_LINE = {
  kode_group: '',
  jenis_pesanan: '',
  deskripsi: '',
  attribut: '',
  size: '',
  perkiraan_berat: '',
  perkiraan_kadar: '',
  harga_gram: '',
  harga_atribut: '',
};

/** Weight × price a gram rounded up to Rp 500, plus the attribute (the server computes it the same way). */
export function subTotal(berat: string, hargaGram: number, hargaAtribut: number): number {
  if (!isGramString(berat)) return 0;
  return roundUpTo500(new Decimal(berat).times(hargaGram)) + hargaAtribut;
}

export default function TransaksiPesananPage() {
  const [mode, setMode] = useState<string>(PESANAN_TEXT.customer);
  const [kodeMember, setKodeMember] = useState('');
  const [nama, setNama] = useState('');
  const [alamat, setAlamat] = useState('');
  const [noHp, setNoHp] = useState('');
  const [line, setLine] = useState(EMPTY_LINE);
  const [lines, setLines] = useState<Line[]>([]);
  const [tunai, setTunai] = useState('');
  const [transfer, setTransfer] = useState('');
  const [jatuhTempo, setJatuhTempo] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [last, setLast] = useState<string | null>(null);
  const busy = useRef(false);
  const requestKey = useRef(newRequestKey());
  const nextId = useRef(1);
  const total = lines.reduce((s, l) => s + l.sub_total, 0);
  const uangMuka = Number(tunai || 0) + Number(transfer || 0);
  const set = (key: keyof typeof EMPTY_LINE) => (value: string) => setLine((current) => ({ ...current, [key]: value }));

  const addLine = () => {
    if (!line.kode_group) return notifyError(MESSAGES.kategoriTidakBolehKosong);
    if (!line.deskripsi.trim()) return notifyError('Deskripsi Harus Diisi');
    if (!isGramString(line.perkiraan_berat) || Number(line.perkiraan_berat) <= 0) return notifyError('Perkiraan Berat Harus Diisi');
    const harga_gram = Number(line.harga_gram || 0);
    const harga_atribut = Number(line.harga_atribut || 0);
    setLines((current) => [
      ...current,
      {
        ...line,
        jenis_pesanan: line.jenis_pesanan || 'PESANAN',
        id: nextId.current++,
        harga_gram,
        harga_atribut,
        sub_total: subTotal(line.perkiraan_berat, harga_gram, harga_atribut),
      },
    ]);
    setLine({ ...EMPTY_LINE, kode_group: line.kode_group });
  };

  const save = async () => {
    if (busy.current) return;
    if (lines.length === 0) return notifyError(MESSAGES.detailPesananKosong);
    busy.current = true;
    setSaving(true);
    try {
      const pembayaran = [
        ...(Number(tunai || 0) > 0 ? [{ jenis_bayar: 'TUNAI', jumlah: Number(tunai) }] : []),
        ...(Number(transfer || 0) > 0 ? [{ jenis_bayar: 'TRANSFER', jumlah: Number(transfer) }] : []),
      ];
      const answer = await callApi(
        tukangApi.simpanPesanan,
        {
          body: {
            kode_customer: mode === PESANAN_TEXT.member ? kodeMember : '-',
            customer: mode === PESANAN_TEXT.customer ? { nama, alamat, no_hp: noHp } : undefined,
            detail_barang: lines.map(({ id: _id, ...rest }) => ({ ...rest, berat_atribut: '0' })),
            uang_muka: uangMuka,
            pembayaran,
            tgl_jatuh_tempo: jatuhTempo ?? '',
          },
        },
        { idempotencyKey: requestKey.current },
      );
      requestKey.current = newRequestKey();
      notifySuccess(answer.message);
      downloadSlip(answer.slip);
      setLast(answer.data.no_pesanan);
      setLines([]);
      setTunai('');
      setTransfer('');
      setNama('');
      setAlamat('');
      setNoHp('');
      setKodeMember('');
    } catch (error) {
      notifyError(errorText(error, MESSAGES.terjadiKesalahanSaatMengirimData));
    } finally {
      busy.current = false;
      setSaving(false);
    }
  };

  const columns: DataTableColumnDef<Line>[] = [
    { accessor: 'kode_group', title: PESANAN_TEXT.kategori, width: 80, footer: PESANAN_TEXT.total },
    { accessor: 'jenis_pesanan', title: PESANAN_TEXT.jenis, width: 110 },
    { accessor: 'deskripsi', title: PESANAN_TEXT.deskripsi, ellipsis: true },
    { accessor: 'attribut', title: PESANAN_TEXT.atribut, width: 90 },
    { accessor: 'size', title: PESANAN_TEXT.size, width: 56 },
    {
      accessor: 'perkiraan_berat',
      title: PESANAN_TEXT.berat,
      width: 100,
      textAlign: 'right',
      render: (r) => formatGrams(r.perkiraan_berat, 3),
    },
    { accessor: 'perkiraan_kadar', title: PESANAN_TEXT.kadar, width: 80 },
    { accessor: 'harga_gram', title: PESANAN_TEXT.hargaGram, width: 110, textAlign: 'right', render: (r) => formatRupiah(r.harga_gram) },
    {
      accessor: 'harga_atribut',
      title: PESANAN_TEXT.hargaAtribut,
      width: 100,
      textAlign: 'right',
      render: (r) => formatRupiah(r.harga_atribut),
    },
    {
      accessor: 'sub_total',
      title: PESANAN_TEXT.subTotal,
      width: 120,
      textAlign: 'right',
      render: (r) => formatRupiah(r.sub_total),
      footer: formatRupiah(total),
    },
    {
      accessor: '__hapus',
      title: '',
      width: 40,
      noExport: true,
      render: (r) => (
        <ActionIcon
          size="sm"
          variant="subtle"
          color="red"
          aria-label="Hapus"
          onClick={() => setLines((current) => current.filter((l) => l.id !== r.id))}
        >
          <IconTrash size={14} />
        </ActionIcon>
      ),
    },
  ];

  return (
    <PageFrame
      path="/transaksi-pesanan"
      actions={
        last ? (
          <Text size="sm">
            {PESANAN_TEXT.noPesanan} <b data-testid="no-pesanan">{last}</b>
          </Text>
        ) : undefined
      }
    >
      <form onSubmit={(event) => event.preventDefault()} onKeyDown={preventEnterSubmit} noValidate>
        <Stack gap="xs">
          <Group gap="sm" align="flex-end">
            <SegmentedControl size="xs" data={[PESANAN_TEXT.customer, PESANAN_TEXT.member]} value={mode} onChange={setMode} />
            {mode === PESANAN_TEXT.member ? (
              <UpperTextInput
                size="xs"
                label={PESANAN_TEXT.kodeMember}
                value={kodeMember}
                onChange={(e) => setKodeMember(e.currentTarget.value)}
                w={200}
              />
            ) : (
              <>
                <UpperTextInput
                  size="xs"
                  label={PESANAN_TEXT.nama}
                  withAsterisk
                  value={nama}
                  onChange={(e) => setNama(e.currentTarget.value)}
                  w={220}
                />
                <UpperTextInput
                  size="xs"
                  label={PESANAN_TEXT.alamat}
                  value={alamat}
                  onChange={(e) => setAlamat(e.currentTarget.value)}
                  w={320}
                />
                <TextInput
                  size="xs"
                  label={PESANAN_TEXT.noHp}
                  value={noHp}
                  onChange={(e) => setNoHp(e.currentTarget.value.replace(/\D/g, ''))}
                  w={150}
                />
              </>
            )}
            <DateInput
              size="xs"
              label={PESANAN_TEXT.jatuhTempo}
              withAsterisk
              valueFormat="YYYY-MM-DD"
              value={jatuhTempo}
              onChange={(v) => setJatuhTempo(v ? String(v).slice(0, 10) : null)}
              w={150}
            />
          </Group>
          <Divider />
          <SimpleGrid cols={9} spacing={6}>
            <MasterSelect
              list="group"
              size="xs"
              label={PESANAN_TEXT.kategori}
              value={line.kode_group || null}
              onChange={(v) => set('kode_group')(v ?? '')}
              allowDeselect={false}
            />
            <UpperTextInput
              size="xs"
              label={PESANAN_TEXT.jenis}
              value={line.jenis_pesanan}
              onChange={(e) => set('jenis_pesanan')(e.currentTarget.value)}
            />
            <UpperTextInput
              size="xs"
              label={PESANAN_TEXT.deskripsi}
              value={line.deskripsi}
              onChange={(e) => set('deskripsi')(e.currentTarget.value)}
            />
            <UpperTextInput
              size="xs"
              label={PESANAN_TEXT.atribut}
              value={line.attribut}
              onChange={(e) => set('attribut')(e.currentTarget.value)}
            />
            <UpperTextInput size="xs" label={PESANAN_TEXT.size} value={line.size} onChange={(e) => set('size')(e.currentTarget.value)} />
            <WeightInput size="xs" label={PESANAN_TEXT.berat} value={line.perkiraan_berat} onValueChange={set('perkiraan_berat')} />
            <PurityInput
              size="xs"
              label={PESANAN_TEXT.kadar}
              value={line.perkiraan_kadar}
              onChange={(e) => set('perkiraan_kadar')(e.currentTarget.value)}
            />
            <MoneyInput size="xs" label={PESANAN_TEXT.hargaGram} value={line.harga_gram} onValueChange={set('harga_gram')} />
            <MoneyInput size="xs" label={PESANAN_TEXT.hargaAtribut} value={line.harga_atribut} onValueChange={set('harga_atribut')} />
          </SimpleGrid>
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {PESANAN_TEXT.subTotal}:{' '}
              {formatRupiah(subTotal(line.perkiraan_berat, Number(line.harga_gram || 0), Number(line.harga_atribut || 0)))}
            </Text>
            <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={addLine}>
              {PESANAN_TEXT.tambah}
            </Button>
          </Group>
          <DataTable<Line>
            records={lines}
            columns={columns}
            idAccessor="id"
            searchable={false}
            exportable={false}
            pagination={false}
            height={220}
          />
          <Group gap="sm" align="flex-end" justify="flex-end">
            <MoneyInput size="xs" label={`${PESANAN_TEXT.uangMuka} ${PESANAN_TEXT.tunai}`} value={tunai} onValueChange={setTunai} w={170} />
            <MoneyInput
              size="xs"
              label={`${PESANAN_TEXT.uangMuka} ${PESANAN_TEXT.transfer}`}
              value={transfer}
              onValueChange={setTransfer}
              w={170}
            />
            <TextInput size="xs" label={PESANAN_TEXT.uangMuka} value={formatRupiah(uangMuka)} readOnly variant="filled" w={150} />
            <TextInput size="xs" label={PESANAN_TEXT.total} value={formatRupiah(total)} readOnly variant="filled" w={150} />
            <Button size="xs" leftSection={<IconDeviceFloppy size={14} />} onClick={() => void save()} disabled={saving}>
              {saving ? PESANAN_TEXT.menyimpan : PESANAN_TEXT.simpan}
            </Button>
          </Group>
        </Stack>
      </form>
    </PageFrame>
  );
}
