// /transaksi-pesanan (Kencana's design; the specification only names the route): a member's code or a
// customer (name, address, phone); the pieces (category, kind, description, attribute, size, estimated weight
// and purity, price a gram, attribute price → sub total); the deposit (uang muka) split over payment methods;
// the due date. POST pesanan answers the order's number and its note (downloaded). Enter never submits.
import { useRef, useState } from 'react';
import { ActionIcon, Button, Divider, Group, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconDeviceFloppy, IconPlus, IconTrash } from '@tabler/icons-react';
import Decimal from 'decimal.js';
import { formatGrams, formatRupiah, isGramString, roundUpTo500, titipanApi, tukangApi } from '@kencana/core';
import { DataTable, type DataTableColumnDef } from '../../components/data-table/index.ts';
import { MoneyInput, PurityInput, UpperTextInput, WeightInput } from '../../components/inputs/index.ts';
import { MasterSelect } from '../../components/master-select/index.ts';
import { PageFrame } from '../../components/page-frame/index.ts';
import {
  acceptContract,
  DocumentResultPanel,
  documentFacts,
  RESULT_TEXT,
  SaveButton,
  useDocumentSave,
} from '../../components/document/index.ts';
import { callApi, useApiQuery } from '../../lib/api.ts';
import { downloadSlip } from '../../lib/download.ts';
import { preventEnterSubmit } from '../../lib/forms.ts';

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
  titipan: 'Titipan',
  saldoTitipan: 'Saldo Titipan',
  jatuhTempo: 'Tanggal Jatuh Tempo',
  simpan: 'Simpan Pesanan',
  konfirmasi: 'Simpan Pesanan Ini?',
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

/**
 * The down payment's lines: cash, transfer and, only while the customer has a deposit (`saldoTitipan` > 0), the
 * part drawn from it (TITIPAN, naming the customer's latest slip). The server caps the draw at the balance.
 */
export function pembayaranPesanan(
  uang: { tunai: string; transfer: string; titipan: string },
  deposit: { saldo: number; no_titipan: string | null } | null,
): Array<{ jenis_bayar: string; jumlah: number; no_titipan?: string }> {
  const amount = (text: string) => Number(text || 0);
  const fromDeposit = deposit && deposit.saldo > 0 ? amount(uang.titipan) : 0;
  return [
    ...(amount(uang.tunai) > 0 ? [{ jenis_bayar: 'TUNAI', jumlah: amount(uang.tunai) }] : []),
    ...(amount(uang.transfer) > 0 ? [{ jenis_bayar: 'TRANSFER', jumlah: amount(uang.transfer) }] : []),
    ...(fromDeposit > 0
      ? [{ jenis_bayar: 'TITIPAN', jumlah: fromDeposit, ...(deposit?.no_titipan ? { no_titipan: deposit.no_titipan } : {}) }]
      : []),
  ];
}

/** Whose deposit to look up: a member by code, a walk-in by phone (6 digits or more), else nobody. */
export function titipanQueryOf(member: boolean, kodeMember: string, noHp: string): { kode_member: string } | { no_hp: string } | null {
  if (member) return kodeMember.trim() ? { kode_member: kodeMember.trim().toUpperCase() } : null;
  return noHp.replace(/\D/g, '').length >= 6 ? { no_hp: noHp } : null;
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
  const [dariTitipan, setDariTitipan] = useState('');
  const [jatuhTempo, setJatuhTempo] = useState<string | null>(null);
  const { saving, result, clearResult, submit } = useDocumentSave();
  const nextId = useRef(1);
  const total = lines.reduce((s, l) => s + l.sub_total, 0);
  // Deposits: the customer's deposit at this store, offered as a TITIPAN payment while it holds money.
  const titipanQuery = titipanQueryOf(mode === PESANAN_TEXT.member, kodeMember, noHp);
  const titipan = useApiQuery(titipanApi.saldo, { query: titipanQuery ?? {} }, { enabled: titipanQuery !== null });
  const deposit = titipanQuery && titipan.data ? titipan.data.data : null;
  const pembayaran = pembayaranPesanan({ tunai, transfer, titipan: dariTitipan }, deposit);
  const uangMuka = pembayaran.reduce((sum, bayar) => sum + bayar.jumlah, 0);
  const set = (key: keyof typeof EMPTY_LINE) => (value: string) => setLine((current) => ({ ...current, [key]: value }));

  const addLine = () => {
    // The contract's piece: 'Kategori Tidak Boleh Kosong', 'Deskripsi Harus Diisi', 'Perkiraan Berat Harus Diisi'.
    const piece = acceptContract(tukangApi.PesananItemSchema, {
      ...line,
      jenis_pesanan: line.jenis_pesanan || 'PESANAN',
      harga_gram: line.harga_gram || 0,
      harga_atribut: line.harga_atribut || 0,
    });
    if (!piece) return;
    setLines((current) => [
      ...current,
      {
        ...line,
        jenis_pesanan: piece.jenis_pesanan,
        id: nextId.current++,
        harga_gram: piece.harga_gram,
        harga_atribut: piece.harga_atribut,
        sub_total: subTotal(line.perkiraan_berat, piece.harga_gram, piece.harga_atribut),
      },
    ]);
    setLine({ ...EMPTY_LINE, kode_group: line.kode_group });
  };

  const save = () =>
    submit({
      // The contract: 'Detail Pesanan Kosong', the customer's name, 'Tanggal Jatuh Tempo Harus Diisi'.
      schema: tukangApi.simpanPesanan.body,
      body: {
        kode_customer: mode === PESANAN_TEXT.member ? kodeMember : '-',
        customer: mode === PESANAN_TEXT.customer ? { nama, alamat, no_hp: noHp } : undefined,
        detail_barang: lines.map(({ id: _id, ...rest }) => ({ ...rest, berat_atribut: '0' })),
        uang_muka: uangMuka,
        pembayaran,
        tgl_jatuh_tempo: jatuhTempo ?? '',
      },
      confirm: {
        message: PESANAN_TEXT.konfirmasi,
        facts: documentFacts({ qty: lines.length, total, dibayar: uangMuka }),
      },
      write: async (key, body) => {
        const answer = await callApi(tukangApi.simpanPesanan, { body }, { idempotencyKey: key });
        downloadSlip(answer.slip);
        return {
          message: answer.message,
          no_dokumen: answer.data.no_pesanan,
          qty: answer.data.detail_barang.length,
          prints: [{ label: RESULT_TEXT.cetakNota, kind: 'slip', run: async () => downloadSlip(answer.slip) }],
        };
      },
      afterSuccess: () => {
        setLines([]);
        setTunai('');
        setTransfer('');
        setDariTitipan('');
        setNama('');
        setAlamat('');
        setNoHp('');
        setKodeMember('');
      },
    });

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
    <PageFrame path="/transaksi-pesanan">
      <DocumentResultPanel result={result} onClose={clearResult} />
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
            {deposit && deposit.saldo > 0 && (
              <MoneyInput
                size="xs"
                label={`${PESANAN_TEXT.uangMuka} ${PESANAN_TEXT.titipan}`}
                description={`${PESANAN_TEXT.saldoTitipan} ${formatRupiah(deposit.saldo)}`}
                value={dariTitipan}
                onValueChange={setDariTitipan}
                w={170}
              />
            )}
            <TextInput size="xs" label={PESANAN_TEXT.uangMuka} value={formatRupiah(uangMuka)} readOnly variant="filled" w={150} />
            <TextInput size="xs" label={PESANAN_TEXT.total} value={formatRupiah(total)} readOnly variant="filled" w={150} />
            <SaveButton
              size="xs"
              icon={<IconDeviceFloppy size={14} />}
              saving={saving}
              label={PESANAN_TEXT.simpan}
              onClick={() => void save()}
            />
          </Group>
        </Stack>
      </form>
    </PageFrame>
  );
}
