// /transaksi-services: a customer's pieces taken in for repair, resizing, re-plating or cleaning. The
// customer (a member, or a walk-in by name and phone), each piece (name, category, weight in, purity when
// known, what to do), the estimated fee, the due date and an optional down payment (onto the customer's
// deposit) — one intake document; the customer keeps the intake slip (the number as a barcode). Each piece
// may get a photo (resized in the browser like the goods' photo), sent to the photo store right after the save.
import { ActionIcon, Button, Group, Paper, SegmentedControl, Select, Stack, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { formatRupiah, servicesApi, sumGrams, type MemberSummary } from '@kencana/core';
import {
  DocumentResultPanel,
  SaveButton,
  documentFacts,
  useDocumentDraft,
  useDocumentSave,
  useLeaveGuard,
} from '../../components/document/index.ts';
import { DateValueInput, MoneyInput, PurityInput, UpperTextInput, WeightInput } from '../../components/inputs/index.ts';
import { MasterSelect } from '../../components/master-select/index.ts';
import { MemberPicker } from '../../components/member-picker/index.ts';
import { PageFrame } from '../../components/page-frame/index.ts';
import { PIECE_PHOTO_TEXT, PiecePhotoPicker, usePiecePhotos } from '../../components/piece-photo/index.ts';
import { callApi } from '../../lib/api.ts';
import { uploadFile } from '../../lib/upload.ts';
import { useToday } from '../../lib/use-today.ts';
import { printServiceSlip } from './service-slip.ts';

export const SERVICE_TEXT = {
  customer: 'Customer',
  member: 'Member',
  umum: 'Umum',
  nama: 'Nama Customer',
  noHp: 'No HP',
  alamat: 'Alamat',
  barang: 'Barang Service',
  namaBarang: 'Nama Barang',
  kategori: 'Kategori',
  berat: 'Berat (gr)',
  kadar: 'Kadar',
  pekerjaan: 'Pekerjaan',
  tambahBarang: 'Tambah Barang',
  hapus: 'Hapus Barang',
  ongkos: 'Estimasi Ongkos',
  uangMuka: 'Uang Muka',
  caraBayar: 'Cara Bayar Uang Muka',
  tglJanji: 'Tanggal Janji',
  keterangan: 'Keterangan',
  simpan: 'Simpan Service',
  konfirmasi: 'Simpan Service Ini?',
  cetak: 'Cetak Tanda Terima',
  sisa: 'Sisa Dibayar Saat Ambil',
  foto: PIECE_PHOTO_TEXT.foto,
} as const;

/** Methods for a down payment at the counter (no marketplace: a service is taken in at the shop). */
const METODE = ['CASH', 'QRIS', 'TRANSFER', 'DEBIT'] as const;

interface Piece {
  id: string;
  nama_barang: string;
  kode_group: string;
  berat: string;
  kadar: string;
  pekerjaan: string;
}
interface Form {
  mode: 'MEMBER' | 'UMUM';
  member: MemberSummary | null;
  customer: { nama: string; no_hp: string; alamat: string };
  pieces: Piece[];
  ongkos: string;
  uang_muka: string;
  jenis: (typeof METODE)[number];
  kode_bank: string;
  tgl_janji: string;
  keterangan: string;
}
const newPiece = (): Piece => ({ id: crypto.randomUUID(), nama_barang: '', kode_group: '', berat: '', kadar: '', pekerjaan: '' });
const EMPTY: Form = {
  mode: 'UMUM',
  member: null,
  customer: { nama: '', no_hp: '', alamat: '' },
  pieces: [{ id: 'baris-1', nama_barang: '', kode_group: '', berat: '', kadar: '', pekerjaan: '' }],
  ongkos: '',
  uang_muka: '',
  jenis: 'CASH',
  kode_bank: '',
  tgl_janji: '',
  keterangan: '',
};

export default function TransaksiServicesPage() {
  const today = useToday();
  const form = useDocumentDraft<Form>('transaksi-services', EMPTY);
  useLeaveGuard(form.dirty);
  const { saving, result, clearResult, submit } = useDocumentSave();
  const value = form.value;
  const pieces = value.pieces.length ? value.pieces : EMPTY.pieces;
  const set = (patch: Partial<Form>) => form.set((v) => ({ ...v, ...patch }));
  const setPiece = (id: string, patch: Partial<Piece>) =>
    form.set((v) => {
      const list = v.pieces.length ? v.pieces : pieces;
      return { ...v, pieces: list.map((p) => (p.id === id ? { ...p, ...patch } : p)) };
    });
  const uangMuka = Number(value.uang_muka || 0);
  const ongkos = Number(value.ongkos || 0);
  // Photos stay out of the draft (a picture is no text to keep): per piece id, the resized JPEG and its preview.
  const photos = usePiecePhotos();

  const save = () =>
    submit({
      // The contract holds the rules: a member or a name with a phone, pieces, weights, the deposit ≤ the fee…
      schema: servicesApi.simpan.body,
      body: {
        ...(value.mode === 'MEMBER' ? { kode_member: value.member?.kode_member ?? '' } : { customer: value.customer }),
        detail: pieces.map(({ nama_barang, kode_group, berat, kadar, pekerjaan }) => ({
          nama_barang,
          kode_group,
          berat,
          kadar,
          pekerjaan,
        })),
        ongkos: value.ongkos,
        uang_muka: value.uang_muka,
        pembayaran:
          uangMuka > 0
            ? [
                {
                  jenis: value.jenis,
                  jumlah: uangMuka,
                  ...(value.jenis === 'TRANSFER' || value.jenis === 'DEBIT' ? { kode_bank: value.kode_bank } : {}),
                },
              ]
            : [],
        tgl_janji: value.tgl_janji,
        keterangan: value.keterangan,
      },
      confirm: {
        message: SERVICE_TEXT.konfirmasi,
        facts: documentFacts({
          qty: pieces.length,
          berat: sumGrams(pieces.map((p) => p.berat).filter((b) => /^\d+(\.\d{1,3})?$/.test(b))),
          total: ongkos,
          dibayar: uangMuka,
        }),
      },
      write: async (key, body) => {
        const answer = await callApi(servicesApi.simpan, { body }, { idempotencyKey: key });
        const no_service = answer.data.no_service;
        // The service is saved; a photo that fails to store is told, the intake stands.
        await photos.uploadAll(
          pieces.map((piece) => piece.id),
          (line_no, blob) =>
            uploadFile(servicesApi.uploadFoto, { params: { no_service, line_no: String(line_no) } }, blob, `${no_service}-${line_no}.jpg`),
        );
        const full = await callApi(servicesApi.detail, { params: { no_service } });
        return {
          message: answer.message,
          no_dokumen: answer.data.no_service,
          qty: body.detail.length,
          berat: answer.data.berat,
          extra: `${SERVICE_TEXT.uangMuka} ${formatRupiah(answer.data.uang_muka)} · ${SERVICE_TEXT.sisa} ${formatRupiah(full.data.sisa)}`,
          prints: [{ label: SERVICE_TEXT.cetak, kind: 'slip' as const, run: async () => void printServiceSlip(full.data, 'MASUK') }],
        };
      },
      afterSuccess: () => {
        form.clear();
        photos.clear();
      },
    });

  return (
    <PageFrame path="/transaksi-services">
      <DocumentResultPanel result={result} onClose={clearResult} />
      <Group align="flex-start" wrap="nowrap" gap="md">
        <Paper withBorder radius="md" p="md" w={330} style={{ flexShrink: 0 }}>
          <Stack gap={6}>
            <Text fw={600} size="sm">
              {SERVICE_TEXT.customer}
            </Text>
            <SegmentedControl
              size="xs"
              value={value.mode}
              onChange={(mode) => set({ mode: mode as Form['mode'] })}
              data={[
                { value: 'UMUM', label: SERVICE_TEXT.umum },
                { value: 'MEMBER', label: SERVICE_TEXT.member },
              ]}
            />
            {value.mode === 'MEMBER' ? (
              <MemberPicker value={value.member} onChange={(member) => set({ member })} w="100%" />
            ) : (
              <>
                <UpperTextInput
                  label={SERVICE_TEXT.nama}
                  withAsterisk
                  size="xs"
                  maxLength={100}
                  value={value.customer.nama}
                  onValueChange={(nama) => set({ customer: { ...value.customer, nama } })}
                />
                <TextInput
                  label={SERVICE_TEXT.noHp}
                  withAsterisk
                  size="xs"
                  maxLength={20}
                  value={value.customer.no_hp}
                  onChange={(e) => set({ customer: { ...value.customer, no_hp: e.currentTarget.value.replace(/[^0-9+\- ]/g, '') } })}
                />
                <UpperTextInput
                  label={SERVICE_TEXT.alamat}
                  size="xs"
                  maxLength={200}
                  value={value.customer.alamat}
                  onValueChange={(alamat) => set({ customer: { ...value.customer, alamat } })}
                />
              </>
            )}
            <DateValueInput
              label={SERVICE_TEXT.tglJanji}
              withAsterisk
              value={value.tgl_janji}
              min={today}
              onValueChange={(tgl_janji) => set({ tgl_janji })}
            />
            <MoneyInput
              label={SERVICE_TEXT.ongkos}
              withAsterisk
              size="xs"
              value={value.ongkos}
              onValueChange={(o) => set({ ongkos: o })}
              leftSection={<Text size="xs">Rp.</Text>}
            />
            <MoneyInput
              label={SERVICE_TEXT.uangMuka}
              size="xs"
              value={value.uang_muka}
              onValueChange={(u) => set({ uang_muka: u })}
              leftSection={<Text size="xs">Rp.</Text>}
            />
            {uangMuka > 0 ? (
              <Group gap="xs" grow>
                <Select
                  label={SERVICE_TEXT.caraBayar}
                  size="xs"
                  allowDeselect={false}
                  data={[...METODE]}
                  value={value.jenis}
                  onChange={(jenis) => set({ jenis: (jenis ?? 'CASH') as Form['jenis'] })}
                />
                {value.jenis === 'TRANSFER' || value.jenis === 'DEBIT' ? (
                  <TextInput
                    label="Bank"
                    size="xs"
                    maxLength={20}
                    value={value.kode_bank}
                    onChange={(e) => set({ kode_bank: e.currentTarget.value.toUpperCase() })}
                  />
                ) : null}
              </Group>
            ) : null}
            <Text size="xs" c="dimmed">
              {SERVICE_TEXT.sisa}: {formatRupiah(Math.max(0, ongkos - uangMuka))}
            </Text>
            <UpperTextInput
              label={SERVICE_TEXT.keterangan}
              size="xs"
              maxLength={200}
              value={value.keterangan}
              onValueChange={(keterangan) => set({ keterangan })}
            />
            <Group justify="flex-end" mt="xs">
              <SaveButton size="xs" saving={saving} label={SERVICE_TEXT.simpan} onClick={() => void save()} />
            </Group>
          </Stack>
        </Paper>
        <Paper withBorder radius="md" p="md" style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" mb="xs">
            <Text fw={600} size="sm">
              {SERVICE_TEXT.barang}
            </Text>
            <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={() => set({ pieces: [...pieces, newPiece()] })}>
              {SERVICE_TEXT.tambahBarang}
            </Button>
          </Group>
          <Table withTableBorder verticalSpacing={4} horizontalSpacing={6}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={28}>#</Table.Th>
                <Table.Th>{SERVICE_TEXT.namaBarang}</Table.Th>
                <Table.Th w={130}>{SERVICE_TEXT.kategori}</Table.Th>
                <Table.Th w={100}>{SERVICE_TEXT.berat}</Table.Th>
                <Table.Th w={70}>{SERVICE_TEXT.kadar}</Table.Th>
                <Table.Th>{SERVICE_TEXT.pekerjaan}</Table.Th>
                <Table.Th w={64}>{SERVICE_TEXT.foto}</Table.Th>
                <Table.Th w={36} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {pieces.map((piece, index) => (
                <Table.Tr key={piece.id}>
                  <Table.Td>{index + 1}</Table.Td>
                  <Table.Td>
                    <UpperTextInput
                      aria-label={`${SERVICE_TEXT.namaBarang} ${index + 1}`}
                      size="xs"
                      maxLength={100}
                      value={piece.nama_barang}
                      onValueChange={(nama_barang) => setPiece(piece.id, { nama_barang })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <MasterSelect
                      list="group"
                      aria-label={`${SERVICE_TEXT.kategori} ${index + 1}`}
                      size="xs"
                      searchable
                      allowDeselect={false}
                      value={piece.kode_group || null}
                      onChange={(kode_group) => setPiece(piece.id, { kode_group: kode_group ?? '' })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <WeightInput
                      aria-label={`${SERVICE_TEXT.berat} ${index + 1}`}
                      size="xs"
                      value={piece.berat}
                      onValueChange={(berat) => setPiece(piece.id, { berat })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <PurityInput
                      aria-label={`${SERVICE_TEXT.kadar} ${index + 1}`}
                      size="xs"
                      value={piece.kadar}
                      onValueChange={(kadar) => setPiece(piece.id, { kadar })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <UpperTextInput
                      aria-label={`${SERVICE_TEXT.pekerjaan} ${index + 1}`}
                      size="xs"
                      maxLength={200}
                      value={piece.pekerjaan}
                      onValueChange={(pekerjaan) => setPiece(piece.id, { pekerjaan })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <PiecePhotoPicker photos={photos} id={piece.id} index={index} />
                  </Table.Td>
                  <Table.Td>
                    <Tooltip label={SERVICE_TEXT.hapus}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`${SERVICE_TEXT.hapus} ${index + 1}`}
                        disabled={pieces.length === 1}
                        onClick={() => set({ pieces: pieces.filter((p) => p.id !== piece.id) })}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Tooltip>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      </Group>
    </PageFrame>
  );
}
