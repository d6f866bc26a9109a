// One item of /data-barang: the goods form in edit mode (barcode read-only; PUT barang/edit/:kode_barcode),
// its photo (view, replace, delete — stored at once), its label, and its history (GET barang/riwayat).
import { useState } from 'react';
import { Alert, Badge, Center, Group, Loader, Modal, Table, Tabs, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconHistory, IconInfoCircle, IconPencil } from '@tabler/icons-react';
import { barangApi, formatGrams, konfirmasiHapus, MESSAGES, POSISI_LABELS, type BarangFormInput } from '@kencana/core';
import { confirmAction } from '../../components/dialogs/confirm.ts';
import { useDocumentSave } from '../../components/document/index.ts';
import { callApi, errorText, useApiQuery } from '../../lib/api.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { uploadFile } from '../../lib/upload.ts';
import { BarangFormPanel, valuesOf } from './barang-form.tsx';
import { FotoPanel, type PickedFoto } from './foto-panel.tsx';
import { LabelPrintButton } from './label-print.tsx';

export const DETAIL_TEXT = {
  judul: 'Barang',
  data: 'Data Barang',
  riwayat: 'Riwayat',
  foto: 'Foto',
  tanggal: 'Tanggal',
  dokumen: 'No Dokumen',
  jenisDokumen: 'Jenis',
  dari: 'Dari',
  ke: 'Ke',
  berat: 'Berat',
  keterangan: 'Keterangan',
  user: 'User',
  posisi: 'Posisi',
} as const;

function Riwayat({ kode }: { kode: string }) {
  const riwayat = useApiQuery(barangApi.riwayatBarang, { params: { kode_barcode: kode } });
  if (riwayat.isLoading)
    return (
      <Center h={120}>
        <Loader size="sm" />
      </Center>
    );
  const rows = riwayat.data?.data ?? [];
  if (rows.length === 0)
    return (
      <Text size="sm" c="dimmed" ta="center" py="lg">
        {MESSAGES.tidakAdaData}
      </Text>
    );
  const place = (baki: string, lokasi: string) => baki || lokasi.replace(/^BAKI:/, '') || '-';
  return (
    <Table.ScrollContainer minWidth={800} maxHeight={440}>
      <Table striped withTableBorder fz="xs" verticalSpacing={3} stickyHeader aria-label={DETAIL_TEXT.riwayat}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{DETAIL_TEXT.tanggal}</Table.Th>
            <Table.Th>{DETAIL_TEXT.dokumen}</Table.Th>
            <Table.Th>{DETAIL_TEXT.jenisDokumen}</Table.Th>
            <Table.Th>{DETAIL_TEXT.dari}</Table.Th>
            <Table.Th>{DETAIL_TEXT.ke}</Table.Th>
            <Table.Th ta="right">{DETAIL_TEXT.berat}</Table.Th>
            <Table.Th>{DETAIL_TEXT.keterangan}</Table.Th>
            <Table.Th>{DETAIL_TEXT.user}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={`${row.doc_no}-${row.lokasi_tujuan}`}>
              <Table.Td>{row.tgl_system}</Table.Td>
              <Table.Td ff="monospace">{row.doc_no}</Table.Td>
              <Table.Td>{row.doc_type}</Table.Td>
              <Table.Td>{place(row.kode_baki_asal, row.lokasi_asal)}</Table.Td>
              <Table.Td>{place(row.kode_baki_tujuan, row.lokasi_tujuan)}</Table.Td>
              <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {row.berat_asal === row.berat_tujuan
                  ? formatGrams(row.berat_tujuan, 3)
                  : `${formatGrams(row.berat_asal, 3)} → ${formatGrams(row.berat_tujuan, 3)}`}
              </Table.Td>
              <Table.Td>{row.keterangan}</Table.Td>
              <Table.Td>{row.user_id}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Detail({ kode, onChanged }: { kode: string; onChanged: () => void }) {
  const client = useQueryClient();
  const record = useApiQuery(barangApi.barangDetail, { params: { kode_barcode: kode } });
  const item = record.data?.data;
  const foto = useApiQuery(barangApi.getFoto, { params: { kode_barcode: kode } }, { enabled: Boolean(item?.foto), retry: false });
  const [fotoBusy, setFotoBusy] = useState(false);
  const [tab, setTab] = useState<string | null>('data');
  // The toolkit's one save: an edit restates the piece in the ledger (EDIT_BARANG), so a second press while
  // it runs does nothing and a retry after a lost answer carries the same Idempotency-Key.
  const edit = useDocumentSave();

  if (record.isLoading)
    return (
      <Center h={300}>
        <Loader />
      </Center>
    );
  if (!item)
    return (
      <Text c="red" size="sm">
        {errorText(record.error, MESSAGES.barangTidakDiTemukan)}
      </Text>
    );
  const onTray = item.posisi === 'BAKI';

  const refresh = async () => {
    await client.invalidateQueries({ queryKey: [barangApi.barangDetail.path] });
    await client.invalidateQueries({ queryKey: [barangApi.getFoto.path] });
    onChanged();
  };

  const save = (payload: BarangFormInput): Promise<boolean> =>
    edit.submit({
      write: async (key) => {
        const answer = await callApi(barangApi.editBarang, { params: { kode_barcode: kode }, body: payload }, { idempotencyKey: key });
        return { message: answer.message, no_dokumen: answer.data.no_dokumen ?? answer.data.kode_barcode };
      },
      afterSuccess: async () => {
        await client.invalidateQueries({ queryKey: [barangApi.riwayatBarang.path] });
        await refresh();
      },
    });

  const replaceFoto = async ({ blob }: PickedFoto) => {
    setFotoBusy(true);
    try {
      const answer = await uploadFile(barangApi.uploadFoto, { params: { kode_barcode: kode } }, blob, `${kode}.jpg`);
      notifySuccess(answer.message);
      await refresh();
    } catch (error) {
      notifyError(errorText(error, MESSAGES.penyimpananFotoGagal));
    } finally {
      setFotoBusy(false);
    }
  };

  const deleteFoto = async () => {
    if (!(await confirmAction({ message: konfirmasiHapus(`${DETAIL_TEXT.foto} ${kode}`), danger: true }))) return;
    setFotoBusy(true);
    try {
      const answer = await callApi(barangApi.deleteFoto, { params: { kode_barcode: kode } });
      notifySuccess(answer.message);
      client.removeQueries({ queryKey: [barangApi.getFoto.path] });
      await refresh();
    } catch (error) {
      notifyError(errorText(error, MESSAGES.terjadiKesalahanSaatMengirimData));
    } finally {
      setFotoBusy(false);
    }
  };

  return (
    <Tabs value={tab} onChange={setTab} keepMounted={false}>
      <Tabs.List mb="sm">
        <Tabs.Tab value="data" leftSection={<IconPencil size={14} />}>
          {DETAIL_TEXT.data}
        </Tabs.Tab>
        <Tabs.Tab value="riwayat" leftSection={<IconHistory size={14} />}>
          {DETAIL_TEXT.riwayat}
        </Tabs.Tab>
        <Group ml="auto" gap={6}>
          <Text size="xs" c="dimmed">
            {DETAIL_TEXT.posisi}
          </Text>
          <Badge variant="light" color={onTray ? 'green' : 'orange'}>
            {POSISI_LABELS[item.posisi]}
          </Badge>
          <Badge variant="outline">{item.lokasi.replace(/^[A-Z]+:/, '')}</Badge>
        </Group>
      </Tabs.List>
      <Tabs.Panel value="data">
        {!onTray && (
          <Alert color="orange" icon={<IconInfoCircle size={16} />} py={6} mb="xs">
            {MESSAGES.barangTidakDapatDiubah}
          </Alert>
        )}
        <BarangFormPanel
          key={`${item.kode_barcode}-${item.berat}-${item.kode_baki}-${item.harga_jual}`}
          mode="edit"
          initial={valuesOf(item)}
          initialHarga={item.harga_jual}
          kodeBarcode={item.kode_barcode}
          kodeToko={item.kode_toko === '-' ? undefined : item.kode_toko}
          onSubmit={save}
          readOnly={!onTray}
          actions={onTray ? <LabelPrintButton kodeBarcodes={[item.kode_barcode]} /> : undefined}
          aside={
            <FotoPanel
              src={item.foto ? (foto.data?.data.data_url ?? null) : null}
              busy={fotoBusy || (item.foto && foto.isLoading)}
              onPick={replaceFoto}
              onRemove={deleteFoto}
              height={320}
            />
          }
        />
      </Tabs.Panel>
      <Tabs.Panel value="riwayat">
        <Riwayat kode={kode} />
      </Tabs.Panel>
    </Tabs>
  );
}

export function BarangDetailModal({ kode, onClose, onChanged }: { kode: string | null; onClose: () => void; onChanged: () => void }) {
  return (
    <Modal
      opened={kode !== null}
      onClose={onClose}
      size={1120}
      title={<Text fw={700} ff="monospace">{`${DETAIL_TEXT.judul} ${kode ?? ''}`}</Text>}
      centered
    >
      {kode && <Detail kode={kode} onChanged={onChanged} />}
    </Modal>
  );
}
