// /terima-barang, part one: add goods. The goods form with its photo; the photo is stored once the item
// has its barcode (POST barang/foto/:kode_barcode), then the new barcode is shown with its label to print.
import { useEffect, useRef, useState } from 'react';
import { Badge, Button, Group, Modal, Paper, Stack, Table, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { barangApi, formatGrams, formatRupiah, MESSAGES, type BarangFormInput } from '@kencana/core';
import { useDocumentSave } from '../../components/document/index.ts';
import { callApi, errorText } from '../../lib/api.ts';
import { notifyError } from '../../lib/notify.ts';
import { useSession } from '../../lib/session.ts';
import { uploadFile } from '../../lib/upload.ts';
import { BarangFormPanel, emptyValues, type BarangFormHandle, type BarangFormValues } from './barang-form.tsx';
import { FotoPanel, type PickedFoto } from './foto-panel.tsx';
import { LabelPrintButton } from './label-print.tsx';

export const TAMBAH_TEXT = {
  tersimpan: 'Barang Tersimpan',
  kodeBarcode: 'Kode Barcode',
  namaBarang: 'Nama Barang',
  berat: 'Berat',
  hargaJual: 'Harga Jual',
  noDokumen: 'No Dokumen',
  baki: 'Baki',
  foto: 'Foto',
  fotoTersimpan: 'Tersimpan',
  fotoTidak: 'Tidak Ada',
  tutup: 'Tutup',
} as const;

interface Saved {
  kode_barcode: string;
  no_dokumen: string | null;
  harga_jual: number;
  nama_barang: string;
  berat: string;
  kode_baki: string;
  foto: boolean;
}

function SavedDialog({ saved, onClose }: { saved: Saved | null; onClose: () => void }) {
  return (
    // The screen puts the focus back on the form itself once the dialog closes (returnFocus would aim at the
    // Save button, disabled while saving, and leave it nowhere).
    <Modal opened={saved !== null} onClose={onClose} title={TAMBAH_TEXT.tersimpan} centered size="md" returnFocus={false}>
      {saved && (
        <Stack gap="sm">
          <Group gap="xs">
            <IconCircleCheck color="var(--mantine-color-green-6)" />
            <Title order={2} ff="monospace" data-testid="barcode-baru">
              {saved.kode_barcode}
            </Title>
          </Group>
          <Table withTableBorder fz="sm" verticalSpacing={4}>
            <Table.Tbody>
              {[
                [TAMBAH_TEXT.namaBarang, saved.nama_barang],
                [TAMBAH_TEXT.berat, `${formatGrams(saved.berat, 3)} gr`],
                [TAMBAH_TEXT.hargaJual, formatRupiah(saved.harga_jual)],
                [TAMBAH_TEXT.baki, saved.kode_baki],
                [TAMBAH_TEXT.noDokumen, saved.no_dokumen ?? '-'],
              ].map(([label, value]) => (
                <Table.Tr key={label}>
                  <Table.Th w={130}>{label}</Table.Th>
                  <Table.Td>{value}</Table.Td>
                </Table.Tr>
              ))}
              <Table.Tr>
                <Table.Th>{TAMBAH_TEXT.foto}</Table.Th>
                <Table.Td>
                  <Badge variant="light" color={saved.foto ? 'green' : 'gray'}>
                    {saved.foto ? TAMBAH_TEXT.fotoTersimpan : TAMBAH_TEXT.fotoTidak}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          <Group justify="space-between" align="flex-end">
            <LabelPrintButton kodeBarcodes={[saved.kode_barcode]} />
            <Button size="xs" variant="default" onClick={onClose}>
              {TAMBAH_TEXT.tutup}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

export function TambahBarangPanel() {
  const session = useSession();
  const [foto, setFoto] = useState<{ blob: Blob; url: string } | null>(null);
  const [saved, setSaved] = useState<Saved | null>(null);
  // The toolkit's one save: a synchronous guard, one Idempotency-Key per item filled in (a save re-sent after
  // a lost answer is refused instead of adding the piece twice). No question first: the form is the one
  // piece, and the dialog after the save shows it with its label to print.
  const save = useDocumentSave();
  const formRef = useRef<BarangFormHandle>(null);

  useEffect(() => () => (foto ? URL.revokeObjectURL(foto.url) : undefined), [foto]);

  const pick = ({ blob }: PickedFoto) => setFoto({ blob, url: URL.createObjectURL(blob) });

  const submit = (payload: BarangFormInput, values: BarangFormValues): Promise<boolean> => {
    let added: { kode_barcode: string; no_dokumen: string | null; harga_jual: number } | null = null;
    return save.submit({
      write: async (key) => {
        const answer = await callApi(barangApi.tambahBarang, { body: payload }, { idempotencyKey: key });
        added = answer.data;
        return { message: answer.message, no_dokumen: answer.data.no_dokumen ?? answer.data.kode_barcode, qty: 1, berat: values.berat };
      },
      // The photo is stored once the piece has its barcode; a failed photo leaves the piece saved.
      afterSuccess: async () => {
        if (!added) return;
        const { kode_barcode, no_dokumen, harga_jual } = added;
        let fotoSaved = false;
        if (foto) {
          try {
            await uploadFile(barangApi.uploadFoto, { params: { kode_barcode } }, foto.blob, `${kode_barcode}.jpg`);
            fotoSaved = true;
          } catch (error) {
            notifyError(errorText(error, MESSAGES.penyimpananFotoGagal));
          }
        }
        setSaved({
          kode_barcode,
          no_dokumen,
          harga_jual,
          nama_barang: values.nama_barang.toUpperCase(),
          berat: values.berat,
          kode_baki: values.kode_lokasi_toko,
          foto: fotoSaved,
        });
        setFoto(null);
      },
    });
  };

  return (
    <Paper withBorder radius="md" p="sm">
      <BarangFormPanel
        ref={formRef}
        mode="add"
        initial={emptyValues({ tujuan: session?.kode_toko ?? '' })}
        onSubmit={submit}
        aside={<FotoPanel src={foto?.url ?? null} onPick={pick} onRemove={() => setFoto(null)} />}
      />
      <SavedDialog
        saved={saved}
        onClose={() => {
          setSaved(null);
          // After the dialog's closing transition, the next item starts at the first field.
          setTimeout(() => formRef.current?.focusFirst(), 0);
        }}
      />
    </Paper>
  );
}
