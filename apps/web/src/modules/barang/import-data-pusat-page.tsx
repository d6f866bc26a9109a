// /import-data-pusat: goods from the head office's file (.xlsx or .csv, columns IMPORT_COLUMNS; a template
// downloads from the server). "Cek File" checks every row without writing (POST import-data-pusat/cek):
// a summary and the rejected rows with their reasons. "Import" takes the file all-or-nothing (POST
// import-data-pusat): any rejected row refuses it whole; a clean file puts every item on its tray in one
// document, whose new barcodes can then be labelled.
import { useState } from 'react';
import { Alert, Badge, Button, FileInput, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconCheck, IconDatabaseImport, IconFileSpreadsheet, IconFileTypeCsv, IconListCheck, IconUpload } from '@tabler/icons-react';
import {
  barisDitolak,
  formatGrams,
  formatQty,
  IMPORT_COLUMNS,
  IMPORT_REQUIRED,
  MESSAGES,
  mutasiBarangApi,
  type ImportDitolak,
} from '@kencana/core';
import { documentFacts, useDocumentSave } from '../../components/document/index.ts';
import { PageFrame } from '../../components/page-frame/index.ts';
import { ApiError, errorText } from '../../lib/api.ts';
import { downloadFile } from '../../lib/download.ts';
import { notifyError, notifyInfo, notifySuccess } from '../../lib/notify.ts';
import { uploadFile } from '../../lib/upload.ts';
import { LabelPrintButton } from './label-print.tsx';
import { Figure } from '../../components/figure/index.ts';

export const IMPORT_TEXT = {
  judul: 'IMPORT DATA PUSAT',
  file: 'File Import (.xlsx / .csv)',
  pilih: 'Pilih file…',
  cek: 'Cek File',
  import: 'Import',
  templateExcel: 'Template Excel',
  templateCsv: 'Template CSV',
  kolom: 'Kolom',
  wajib: 'kuning = wajib diisi',
  totalBaris: 'Total Baris',
  diterima: 'Diterima',
  ditolak: 'Ditolak',
  totalBerat: 'Berat Diterima',
  baris: 'Baris',
  kodeBarcode: 'Kode Barcode',
  alasan: 'Alasan',
  barisDitolak: 'Baris Yang Ditolak',
  hasil: 'Hasil Import',
  noDokumen: 'No Dokumen',
  qty: 'Qty',
  berat: 'Berat',
  barcodeBaru: 'Barcode',
  cetakLabel: 'Cetak Label Semua',
  konfirmasi: 'Import File Ini?',
} as const;

interface Cek {
  total: number;
  diterima: number;
  berat: string;
  ditolak: ImportDitolak[];
}

interface Hasil {
  no_dokumen: string;
  qty: number;
  berat: string;
  kode_barcode: string[];
}

function Ditolak({ rows }: { rows: readonly ImportDitolak[] }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text fw={600} size="sm" mb={6} c="red">
        {`${IMPORT_TEXT.barisDitolak} (${rows.length})`}
      </Text>
      <Table.ScrollContainer minWidth={600} maxHeight="calc(100vh - 460px)">
        <Table striped withTableBorder fz="xs" verticalSpacing={3} stickyHeader aria-label={IMPORT_TEXT.barisDitolak}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={60} ta="right">
                {IMPORT_TEXT.baris}
              </Table.Th>
              <Table.Th w={120}>{IMPORT_TEXT.kodeBarcode}</Table.Th>
              <Table.Th>{IMPORT_TEXT.alasan}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.baris}>
                <Table.Td ta="right">{row.baris}</Table.Td>
                <Table.Td ff="monospace">{row.kode_barcode}</Table.Td>
                <Table.Td>{row.alasan.join('; ')}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

export default function ImportDataPusatPage() {
  const [file, setFile] = useState<File | null>(null);
  const [cek, setCek] = useState<Cek | null>(null);
  const [hasil, setHasil] = useState<Hasil | null>(null);
  const [busy, setBusy] = useState<'cek' | 'xlsx' | 'csv' | null>(null);
  const save = useDocumentSave();

  const choose = (next: File | null) => {
    setFile(next);
    setCek(null);
    setHasil(null);
  };

  const check = async () => {
    if (!file) {
      notifyError(MESSAGES.fileBelumDipilih);
      return;
    }
    setBusy('cek');
    setHasil(null);
    try {
      const { data } = await uploadFile(mutasiBarangApi.cekImport, {}, file, file.name);
      setCek(data);
      if (data.ditolak.length === 0) notifySuccess(MESSAGES.fileSiapDiimport);
      else notifyInfo(barisDitolak(data.ditolak.length));
    } catch (error) {
      setCek(null);
      notifyError(errorText(error, MESSAGES.terjadiKesalahanSaatMengirimData));
    } finally {
      setBusy(null);
    }
  };

  // The import writes a document (every item onto its tray): the toolkit's one save, so a second click does
  // nothing, the question names the file (and its figures once checked), and a retry of the same file after a
  // lost answer carries the same key. A file with rejected rows is refused whole: its rows are shown.
  const importFile = () =>
    save.submit({
      before: () => (file ? null : MESSAGES.fileBelumDipilih),
      // The button needs a clean check first, so its figures are what the file puts on the trays.
      confirm: {
        message: IMPORT_TEXT.konfirmasi,
        title: file?.name,
        facts: cek ? documentFacts({ qty: cek.diterima, berat: cek.berat }) : undefined,
      },
      write: async (key) => {
        let answer: Hasil & { message: string };
        try {
          answer = await uploadFile(mutasiBarangApi.importDataPusat, {}, file!, file!.name, { idempotencyKey: key });
        } catch (error) {
          const details =
            error instanceof ApiError
              ? (error.body as { details?: { total?: number; ditolak?: ImportDitolak[] } } | undefined)?.details
              : undefined;
          if (details?.ditolak)
            setCek({
              total: details.total ?? details.ditolak.length,
              diterima: (details.total ?? 0) - details.ditolak.length,
              berat: '0',
              ditolak: details.ditolak,
            });
          throw error;
        }
        setHasil(answer);
        setCek(null);
        setFile(null);
        return { message: answer.message, no_dokumen: answer.no_dokumen, qty: answer.qty, berat: answer.berat };
      },
    });

  const template = async (format: 'xlsx' | 'csv') => {
    setBusy(format);
    try {
      await downloadFile(mutasiBarangApi.importTemplate, { query: { format } }, `template_import_data_pusat.${format}`);
    } catch (error) {
      notifyError(errorText(error, MESSAGES.exportGagal));
    } finally {
      setBusy(null);
    }
  };

  const required = new Set<string>(IMPORT_REQUIRED);

  return (
    <PageFrame>
      <Paper withBorder radius="md" p="sm">
        <Stack gap="xs">
          <Group justify="space-between" align="flex-end" wrap="nowrap">
            <Group gap="xs" align="flex-end" wrap="nowrap">
              <FileInput
                label={IMPORT_TEXT.file}
                placeholder={IMPORT_TEXT.pilih}
                size="xs"
                w={300}
                accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                value={file}
                onChange={choose}
                clearable
                leftSection={<IconUpload size={14} />}
              />
              <Button
                size="xs"
                variant="light"
                leftSection={<IconListCheck size={14} />}
                loading={busy === 'cek'}
                disabled={busy !== null || save.saving}
                onClick={() => void check()}
              >
                {IMPORT_TEXT.cek}
              </Button>
              <Button
                size="xs"
                leftSection={<IconDatabaseImport size={14} />}
                loading={save.saving}
                disabled={busy !== null || save.saving || !cek || cek.ditolak.length > 0}
                onClick={() => void importFile()}
              >
                {IMPORT_TEXT.import}
              </Button>
            </Group>
            <Group gap="xs" wrap="nowrap">
              <Button
                size="xs"
                variant="default"
                leftSection={<IconFileSpreadsheet size={14} />}
                loading={busy === 'xlsx'}
                onClick={() => void template('xlsx')}
              >
                {IMPORT_TEXT.templateExcel}
              </Button>
              <Button
                size="xs"
                variant="default"
                leftSection={<IconFileTypeCsv size={14} />}
                loading={busy === 'csv'}
                onClick={() => void template('csv')}
              >
                {IMPORT_TEXT.templateCsv}
              </Button>
            </Group>
          </Group>
          <Group gap={4}>
            <Text size="xs" c="dimmed" mr={4}>
              {`${IMPORT_TEXT.kolom}:`}
            </Text>
            {IMPORT_COLUMNS.map((column) => (
              <Badge
                key={column}
                size="xs"
                variant={required.has(column) ? 'filled' : 'outline'}
                color={required.has(column) ? 'yellow' : 'gray'}
                tt="none"
              >
                {column}
              </Badge>
            ))}
            <Text size="xs" c="dimmed" ml={4}>
              {`(${IMPORT_TEXT.wajib})`}
            </Text>
          </Group>
        </Stack>
      </Paper>
      {cek && (
        <>
          <SimpleGrid cols={4} spacing="sm">
            <Figure framed strong label={IMPORT_TEXT.totalBaris} value={formatQty(cek.total)} />
            <Figure framed strong label={IMPORT_TEXT.diterima} value={formatQty(cek.diterima)} color="green" />
            <Figure
              framed
              strong
              label={IMPORT_TEXT.ditolak}
              value={formatQty(cek.ditolak.length)}
              color={cek.ditolak.length ? 'red' : undefined}
            />
            <Figure framed strong label={IMPORT_TEXT.totalBerat} value={`${formatGrams(cek.berat, 3)} gr`} />
          </SimpleGrid>
          {cek.ditolak.length > 0 ? (
            <Ditolak rows={cek.ditolak} />
          ) : (
            <Alert color="green" icon={<IconCheck size={16} />} py={6}>
              {MESSAGES.fileSiapDiimport}
            </Alert>
          )}
        </>
      )}
      {hasil && (
        <Paper withBorder radius="md" p="sm">
          <Group justify="space-between" align="flex-end" mb="xs">
            <div>
              <Text fw={600}>{IMPORT_TEXT.hasil}</Text>
              <Text size="sm">
                {`${IMPORT_TEXT.noDokumen}: `}
                <Text span ff="monospace" fw={700} data-testid="no-import">
                  {hasil.no_dokumen}
                </Text>
                {` · ${formatQty(hasil.qty)} pcs · ${formatGrams(hasil.berat, 3)} gr`}
              </Text>
            </div>
            <LabelPrintButton kodeBarcodes={hasil.kode_barcode} label={IMPORT_TEXT.cetakLabel} />
          </Group>
          <Group gap={4}>
            {hasil.kode_barcode.map((code) => (
              <Badge key={code} variant="light" ff="monospace" tt="none">
                {code}
              </Badge>
            ))}
          </Group>
        </Paper>
      )}
    </PageFrame>
  );
}
