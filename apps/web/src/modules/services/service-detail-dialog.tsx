// One service on /lihat-services: its customer, dates and money, each piece (weight in and out, what to do)
// with its intake photo from the photo store, and its history (each step, each WhatsApp message sent).
import { Badge, Center, Group, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { formatGrams, formatRupiah, servicesApi, type ServiceFull } from '@kencana/core';
import { PIECE_PHOTO_TEXT, PiecePhotoView } from '../../components/piece-photo/index.ts';
import { useApiQuery } from '../../lib/api.ts';

export const DETAIL_TEXT = {
  judul: 'Detail Service',
  barang: 'Barang',
  kategori: 'Kategori',
  kadar: 'Kadar',
  pekerjaan: 'Pekerjaan',
  beratMasuk: 'Berat Masuk',
  beratSelesai: 'Berat Selesai',
  foto: PIECE_PHOTO_TEXT.foto,
  riwayat: 'Riwayat',
  janji: 'Janji',
  ongkos: 'Ongkos',
  uangMuka: 'Uang Muka',
  sisa: 'Sisa',
} as const;

/** A piece's photo, read from the photo store when the piece has one. */
function PieceFoto({ no_service, line_no, has }: { no_service: string; line_no: number; has: boolean }) {
  const foto = useApiQuery(servicesApi.foto, { params: { no_service, line_no: String(line_no) } }, { enabled: has });
  return <PiecePhotoView has={has} dataUrl={foto.data?.data.data_url} alt={`${DETAIL_TEXT.foto} ${no_service} ${line_no}`} />;
}

function DetailBody({ service }: { service: ServiceFull }) {
  return (
    <Stack gap="sm">
      <Group gap="lg">
        <Text size="sm">
          {service.nama_customer}
          {service.no_hp ? ` · ${service.no_hp}` : ''}
          {service.kode_member ? ` · ${service.kode_member}` : ''}
        </Text>
        <Badge variant="light">{service.status}</Badge>
        <Text size="sm" c={service.terlambat ? 'red' : undefined}>
          {DETAIL_TEXT.janji} {service.tgl_janji}
        </Text>
        <Text size="sm">
          {DETAIL_TEXT.ongkos} {formatRupiah(service.ongkos_akhir ?? service.ongkos)} · {DETAIL_TEXT.uangMuka}{' '}
          {formatRupiah(service.uang_muka)} · {DETAIL_TEXT.sisa} {formatRupiah(service.sisa)}
        </Text>
      </Group>
      <Table withTableBorder verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={84}>{DETAIL_TEXT.foto}</Table.Th>
            <Table.Th>{DETAIL_TEXT.barang}</Table.Th>
            <Table.Th w={90}>{DETAIL_TEXT.kategori}</Table.Th>
            <Table.Th w={60}>{DETAIL_TEXT.kadar}</Table.Th>
            <Table.Th w={100}>{DETAIL_TEXT.beratMasuk}</Table.Th>
            <Table.Th w={100}>{DETAIL_TEXT.beratSelesai}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {service.detail.map((piece) => (
            <Table.Tr key={piece.line_no}>
              <Table.Td>
                <PieceFoto no_service={service.no_service} line_no={piece.line_no} has={piece.foto} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{piece.nama_barang}</Text>
                <Text size="xs" c="dimmed">
                  {piece.pekerjaan}
                </Text>
              </Table.Td>
              <Table.Td>{piece.kode_group}</Table.Td>
              <Table.Td>{piece.kadar ?? '-'}</Table.Td>
              <Table.Td>{formatGrams(piece.berat, 3)}</Table.Td>
              <Table.Td>{piece.berat_selesai ? formatGrams(piece.berat_selesai, 3) : '-'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text fw={600} size="sm">
        {DETAIL_TEXT.riwayat}
      </Text>
      <Table withTableBorder verticalSpacing={2} fz="xs">
        <Table.Tbody>
          {service.riwayat.map((step, index) => (
            <Table.Tr key={`${step.aksi}-${index}`}>
              <Table.Td w={140}>{step.waktu}</Table.Td>
              <Table.Td w={90}>{step.aksi}</Table.Td>
              <Table.Td w={170}>{step.no_dokumen ?? ''}</Table.Td>
              <Table.Td>{step.keterangan}</Table.Td>
              <Table.Td w={80}>{step.user_id}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

export function ServiceDetailDialog({ no_service, onClose }: { no_service: string | null; onClose: () => void }) {
  const detail = useApiQuery(
    servicesApi.detail,
    { params: { no_service: no_service ?? '' } },
    { enabled: no_service !== null, staleTime: 0 },
  );
  return (
    <Modal opened={no_service !== null} onClose={onClose} title={`${DETAIL_TEXT.judul} ${no_service ?? ''}`} size="xl" centered>
      {detail.data && detail.data.data.no_service === no_service ? (
        <DetailBody service={detail.data.data} />
      ) : (
        <Center h={120}>
          <Loader size="sm" />
        </Center>
      )}
    </Modal>
  );
}
