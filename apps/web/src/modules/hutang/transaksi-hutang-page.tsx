// /transaksi-hutang: a loan against gold. The borrower (NIK required) — a member picked with the counter's
// member picker (name, NIK, phone and address filled from the card, still editable: a card without a NIK gets
// it typed) or a walk-in —, the pledged pieces — scanned from our own sold pieces (the sale's data) or typed,
// each with an optional photo sent to the photo store right after the save — valued by the server at
// today's price (hutang/taksir), the condition (Master Kondisi Pinjaman), the amount (≤ the maximum) and how
// it is paid out; the slip prints the number, the pieces, the amount, the due date and the terms. The
// server's answer is the rule.
import { useState } from 'react';
import { ActionIcon, Button, Grid, Group, Paper, SegmentedControl, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconCash, IconPlus, IconTrash } from '@tabler/icons-react';
import { buildHutangSlip, formatGrams, formatRupiah, harusDipilih, hutangApi, type MemberSummary } from '@kencana/core';
import {
  DocumentResultPanel,
  SaveButton,
  documentFacts,
  useDocumentDraft,
  useDocumentSave,
  useLeaveGuard,
} from '../../components/document/index.ts';
import { MoneyInput, PurityInput, UpperTextInput, WeightInput } from '../../components/inputs/index.ts';
import { MasterSelect } from '../../components/master-select/index.ts';
import { MemberPicker } from '../../components/member-picker/index.ts';
import { PageFrame } from '../../components/page-frame/index.ts';
import { PIECE_PHOTO_TEXT, PiecePhotoPicker, usePiecePhotos } from '../../components/piece-photo/index.ts';
import { callApi, errorText, useApiQuery } from '../../lib/api.ts';
import { downloadFile, downloadSlip } from '../../lib/download.ts';
import { notifyError } from '../../lib/notify.ts';
import { storeToday } from '../../lib/session.ts';
import { slipShop } from '../../lib/slip-shop.ts';
import { uploadFile } from '../../lib/upload.ts';

export const HUTANG_TEXT = {
  nasabah: 'Data Nasabah',
  umum: 'Umum',
  member: 'Member',
  nama: 'Nama',
  nik: 'No KTP (NIK)',
  hp: 'No HP',
  alamat: 'Alamat',
  barang: 'Barang Jaminan',
  scan: 'Scan Barang Terjual',
  namaBarang: 'Nama Barang',
  kategori: 'Kategori',
  berat: 'Berat (gr)',
  kadar: 'Kadar',
  foto: PIECE_PHOTO_TEXT.foto,
  tambah: 'Tambah',
  kondisi: 'Kondisi Pinjaman',
  nilai: 'Nilai Taksiran',
  maks: 'Maksimal Pinjaman',
  jatuhTempo: 'Jatuh Tempo',
  bunga: 'Bunga / Bulan',
  jumlah: 'Jumlah Pinjaman',
  bayarDengan: 'Dibayar Dengan',
  simpan: 'Simpan Hutang',
  konfirmasi: 'Simpan Transaksi Hutang Ini?',
  cetakSlip: 'Cetak Slip',
  cetakSurat: 'Cetak Surat Hutang',
  kosong: 'Belum ada barang jaminan',
  hitung: 'Hitung Taksiran',
  periode: { BULAN: 'bulan', '15_HARI': '15 hari' },
} as const;

/** A pledged piece as the form holds it (exact texts; the contract checks them on save); `id` keys its photo. */
interface Piece {
  id?: string;
  kode_barcode?: string;
  nama_barang: string;
  kode_group: string;
  kode_dept?: string;
  berat: string;
  kadar: string;
}

interface Form {
  mode: 'UMUM' | 'MEMBER';
  member: MemberSummary | null;
  nama: string;
  no_ktp: string;
  no_hp: string;
  alamat: string;
  kode_kondisi_pinjaman: string | null;
  jumlah: string;
  jenis: 'CASH' | 'TRANSFER';
  detail: Piece[];
}

const EMPTY: Form = {
  mode: 'UMUM',
  member: null,
  nama: '',
  no_ktp: '',
  no_hp: '',
  alamat: '',
  kode_kondisi_pinjaman: null,
  jumlah: '',
  jenis: 'CASH',
  detail: [],
};
const EMPTY_LINE = { nama_barang: '', kode_group: null as string | null, berat: '', kadar: '' };

/** The row's key (a draft from before pieces had one keys by position). */
const pieceId = (piece: Piece, index: number): string => piece.id ?? `baris-${index + 1}`;

/** A piece as the contract takes it (its photo goes separately, after the save). */
const pieceLine = ({ kode_barcode, nama_barang, kode_group, kode_dept, berat, kadar }: Piece) => ({
  kode_barcode,
  nama_barang,
  kode_group,
  kode_dept,
  berat,
  kadar,
});

export default function TransaksiHutangPage() {
  const form = useDocumentDraft<Form>('hutang.transaksi', EMPTY);
  useLeaveGuard(form.dirty);
  const { saving, result, clearResult, submit } = useDocumentSave();
  const [line, setLine] = useState(EMPTY_LINE);
  const [scan, setScan] = useState('');
  const photos = usePiecePhotos();
  const set = (patch: Partial<Form>) => form.set((value) => ({ ...value, ...patch }));
  const v = form.value;
  const mode = v.mode ?? 'UMUM';

  // A picked member fills the borrower from the card; the fields stay editable (a card may lack the NIK).
  const pickMember = (member: MemberSummary | null) =>
    set(
      member
        ? { member, nama: member.nama_member, no_ktp: member.no_ktp.replace(/\D/g, ''), no_hp: member.no_hp, alamat: member.alamat }
        : { member: null, nama: '', no_ktp: '', no_hp: '', alamat: '' },
    );

  // The valuation: asked again whenever the pieces or the condition change (nothing is written).
  const valued = useApiQuery(
    hutangApi.taksir,
    { body: { kode_kondisi_pinjaman: v.kode_kondisi_pinjaman ?? '', detail_barang: v.detail.map(pieceLine) } },
    { enabled: Boolean(v.kode_kondisi_pinjaman) && v.detail.length > 0, retry: false },
  );
  const taksiran = valued.data?.data;

  const addLine = () => {
    if (!line.kode_group) return;
    set({
      detail: [
        ...v.detail,
        { id: crypto.randomUUID(), nama_barang: line.nama_barang, kode_group: line.kode_group, berat: line.berat, kadar: line.kadar },
      ],
    });
    setLine(EMPTY_LINE);
  };

  const scanPiece = async () => {
    const code = scan.trim().toUpperCase();
    setScan('');
    if (!code) return;
    try {
      const piece = (await callApi(hutangApi.barangTerjual, { params: { kode_barcode: code } })).data;
      set({
        detail: [
          ...v.detail,
          {
            id: crypto.randomUUID(),
            kode_barcode: piece.kode_barcode,
            nama_barang: piece.nama_barang,
            kode_group: piece.kode_group,
            kode_dept: piece.kode_dept,
            berat: piece.berat,
            kadar: piece.kadar,
          },
        ],
      });
    } catch (error) {
      notifyError(errorText(error, ''));
    }
  };

  const save = () =>
    submit({
      // The member mode without a member picked would save a walk-in: the member is asked for first.
      before: () => (mode === 'MEMBER' && !v.member ? harusDipilih(HUTANG_TEXT.member) : null),
      schema: hutangApi.simpanHutang.body,
      body: {
        ...(mode === 'MEMBER' && v.member ? { kode_member: v.member.kode_member } : {}),
        customer: { nama: v.nama, no_ktp: v.no_ktp, no_hp: v.no_hp, alamat: v.alamat },
        kode_kondisi_pinjaman: v.kode_kondisi_pinjaman ?? '',
        detail_barang: v.detail.map(pieceLine),
        jumlah_pinjaman: v.jumlah,
        pembayaran: [{ jenis: v.jenis, jumlah: v.jumlah }],
      },
      confirm: { message: HUTANG_TEXT.konfirmasi, facts: documentFacts({ qty: v.detail.length, payout: Number(v.jumlah || 0) }) },
      write: async (key, body) => {
        const answer = await callApi(hutangApi.simpanHutang, { body }, { idempotencyKey: key });
        const no_hutang = answer.data.no_hutang;
        // The loan is saved; a photo that fails to store is told, the loan stands.
        await photos.uploadAll(v.detail.map(pieceId), (line_no, blob) =>
          uploadFile(hutangApi.uploadFoto, { params: { no_hutang, line_no: String(line_no) } }, blob, `${no_hutang}-${line_no}.jpg`),
        );
        const slip = buildHutangSlip({
          ...slipShop(),
          no_hutang: answer.data.no_hutang,
          tanggal: storeToday(),
          tgl_jatuh_tempo: answer.data.tgl_jatuh_tempo,
          nama_customer: v.nama,
          no_ktp: v.no_ktp,
          barang: (taksiran?.detail_barang ?? []).map((d) => ({
            nama_barang: d.nama_barang,
            berat: d.berat,
            kadar: d.kadar,
            nilai: d.nilai,
          })),
          nilai_taksiran: answer.data.nilai_taksiran,
          jumlah_pinjaman: body.jumlah_pinjaman,
          bunga_persen: taksiran?.bunga_persen ?? '',
          periode: HUTANG_TEXT.periode[taksiran?.periode_bunga ?? 'BULAN'],
          lama_hari: taksiran?.lama_hari ?? 0,
        });
        return {
          message: answer.message,
          no_dokumen: answer.data.no_hutang,
          qty: body.detail_barang.length,
          berat: answer.data.total_berat,
          extra: `${HUTANG_TEXT.jumlah} ${formatRupiah(body.jumlah_pinjaman)} · ${HUTANG_TEXT.jatuhTempo} ${answer.data.tgl_jatuh_tempo}`,
          prints: [
            {
              label: HUTANG_TEXT.cetakSurat,
              kind: 'pdf' as const,
              run: () =>
                downloadFile(
                  hutangApi.suratHutang,
                  { params: { no_hutang: answer.data.no_hutang } },
                  `surat-hutang-${answer.data.no_hutang}.pdf`,
                ),
            },
            { label: HUTANG_TEXT.cetakSlip, kind: 'slip' as const, run: async () => void downloadSlip(slip) },
          ],
        };
      },
      afterSuccess: () => {
        form.clear();
        photos.clear();
      },
    });

  return (
    <PageFrame path="/transaksi-hutang">
      <DocumentResultPanel result={result} onClose={clearResult} />
      <Grid gap="sm">
        <Grid.Col span={4}>
          <Paper withBorder p="sm" radius="md">
            <Stack gap={6}>
              <Title order={6}>{HUTANG_TEXT.nasabah}</Title>
              <SegmentedControl
                size="xs"
                value={mode}
                onChange={(next) => set(next === 'UMUM' ? { mode: 'UMUM', member: null } : { mode: 'MEMBER' })}
                data={[
                  { value: 'UMUM', label: HUTANG_TEXT.umum },
                  { value: 'MEMBER', label: HUTANG_TEXT.member },
                ]}
              />
              {mode === 'MEMBER' ? <MemberPicker value={v.member ?? null} onChange={pickMember} w="100%" /> : null}
              <UpperTextInput size="xs" label={HUTANG_TEXT.nama} value={v.nama} onChange={(e) => set({ nama: e.currentTarget.value })} />
              <TextInput
                size="xs"
                label={HUTANG_TEXT.nik}
                value={v.no_ktp}
                maxLength={16}
                onChange={(e) => set({ no_ktp: e.currentTarget.value.replace(/\D/g, '') })}
              />
              <TextInput size="xs" label={HUTANG_TEXT.hp} value={v.no_hp} onChange={(e) => set({ no_hp: e.currentTarget.value })} />
              <UpperTextInput
                size="xs"
                label={HUTANG_TEXT.alamat}
                value={v.alamat}
                onChange={(e) => set({ alamat: e.currentTarget.value })}
              />
            </Stack>
          </Paper>
          <Paper withBorder p="sm" radius="md" mt="sm">
            <Stack gap={6}>
              <MasterSelect
                list="kondisi_pinjaman"
                size="xs"
                label={HUTANG_TEXT.kondisi}
                value={v.kode_kondisi_pinjaman}
                onChange={(kode) => set({ kode_kondisi_pinjaman: kode })}
                allowDeselect={false}
              />
              <Group justify="space-between">
                <Text size="xs">{HUTANG_TEXT.nilai}</Text>
                <Text size="sm" fw={600}>
                  {formatRupiah(taksiran?.nilai_taksiran ?? 0)}
                </Text>
              </Group>
              <Group justify="space-between">
                <Text size="xs">{HUTANG_TEXT.maks}</Text>
                <Text size="sm" fw={700} c="teal">
                  {formatRupiah(taksiran?.maks_pinjaman ?? 0)}
                </Text>
              </Group>
              <Group justify="space-between">
                <Text size="xs">{HUTANG_TEXT.bunga}</Text>
                <Text size="sm">{taksiran ? `${taksiran.bunga_persen}% · per ${HUTANG_TEXT.periode[taksiran.periode_bunga]}` : '-'}</Text>
              </Group>
              <Group justify="space-between">
                <Text size="xs">{HUTANG_TEXT.jatuhTempo}</Text>
                <Text size="sm">{taksiran?.tgl_jatuh_tempo ?? '-'}</Text>
              </Group>
              <MoneyInput size="xs" label={HUTANG_TEXT.jumlah} value={v.jumlah} onValueChange={(jumlah) => set({ jumlah })} />
              <Select
                size="xs"
                label={HUTANG_TEXT.bayarDengan}
                data={['CASH', 'TRANSFER']}
                value={v.jenis}
                onChange={(jenis) => set({ jenis: (jenis as Form['jenis']) ?? 'CASH' })}
                allowDeselect={false}
              />
              <SaveButton size="xs" saving={saving} label={HUTANG_TEXT.simpan} icon={<IconCash size={14} />} onClick={() => void save()} />
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={8}>
          <Paper withBorder p="sm" radius="md">
            <Stack gap={6}>
              <Title order={6}>{HUTANG_TEXT.barang}</Title>
              <Group gap="xs" align="flex-end">
                <TextInput
                  size="xs"
                  w={140}
                  label={HUTANG_TEXT.scan}
                  value={scan}
                  onChange={(e) => setScan(e.currentTarget.value)}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter') void scanPiece();
                  }}
                />
                <UpperTextInput
                  size="xs"
                  w={120}
                  label={HUTANG_TEXT.namaBarang}
                  value={line.nama_barang}
                  onChange={(e) => setLine({ ...line, nama_barang: e.currentTarget.value })}
                />
                <MasterSelect
                  list="group"
                  size="xs"
                  w={120}
                  label={HUTANG_TEXT.kategori}
                  value={line.kode_group}
                  onChange={(kode_group) => setLine({ ...line, kode_group })}
                  allowDeselect={false}
                />
                <WeightInput
                  size="xs"
                  w={80}
                  label={HUTANG_TEXT.berat}
                  value={line.berat}
                  onValueChange={(berat) => setLine({ ...line, berat })}
                />
                <PurityInput
                  size="xs"
                  w={60}
                  label={HUTANG_TEXT.kadar}
                  value={line.kadar}
                  onValueChange={(kadar) => setLine({ ...line, kadar })}
                />
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconPlus size={14} />}
                  onClick={addLine}
                  disabled={!line.nama_barang || !line.kode_group || !line.berat || !line.kadar}
                >
                  {HUTANG_TEXT.tambah}
                </Button>
              </Group>
              <Table striped withTableBorder fz="xs" verticalSpacing={4}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>#</Table.Th>
                    <Table.Th>Barcode</Table.Th>
                    <Table.Th>{HUTANG_TEXT.namaBarang}</Table.Th>
                    <Table.Th>{HUTANG_TEXT.kategori}</Table.Th>
                    <Table.Th ta="right">{HUTANG_TEXT.berat}</Table.Th>
                    <Table.Th>{HUTANG_TEXT.kadar}</Table.Th>
                    <Table.Th ta="right">Harga/gr</Table.Th>
                    <Table.Th ta="right">{HUTANG_TEXT.nilai}</Table.Th>
                    <Table.Th>{HUTANG_TEXT.foto}</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {v.detail.length === 0 ? (
                    <Table.Tr>
                      <Table.Td colSpan={10}>
                        <Text size="xs" c="dimmed" ta="center">
                          {HUTANG_TEXT.kosong}
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  ) : (
                    v.detail.map((d, index) => {
                      const priced = taksiran?.detail_barang[index];
                      const id = pieceId(d, index);
                      return (
                        <Table.Tr key={id}>
                          <Table.Td>{index + 1}</Table.Td>
                          <Table.Td>{d.kode_barcode ?? '-'}</Table.Td>
                          <Table.Td>{d.nama_barang}</Table.Td>
                          <Table.Td>{d.kode_group}</Table.Td>
                          <Table.Td ta="right">{formatGrams(d.berat, 3)}</Table.Td>
                          <Table.Td>{d.kadar}</Table.Td>
                          <Table.Td ta="right">{priced ? formatRupiah(priced.harga_per_gram) : '-'}</Table.Td>
                          <Table.Td ta="right">{priced ? formatRupiah(priced.nilai) : '-'}</Table.Td>
                          <Table.Td>
                            <PiecePhotoPicker photos={photos} id={id} index={index} disabled={saving} />
                          </Table.Td>
                          <Table.Td>
                            <ActionIcon
                              size="sm"
                              variant="subtle"
                              color="red"
                              aria-label={`Hapus ${d.nama_barang}`}
                              onClick={() => {
                                photos.drop(id);
                                set({ detail: v.detail.filter((_, i) => i !== index) });
                              }}
                            >
                              <IconTrash size={14} />
                            </ActionIcon>
                          </Table.Td>
                        </Table.Tr>
                      );
                    })
                  )}
                </Table.Tbody>
              </Table>
              {valued.error ? (
                <Text size="xs" c="red">
                  {errorText(valued.error, '')}
                </Text>
              ) : null}
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
    </PageFrame>
  );
}
