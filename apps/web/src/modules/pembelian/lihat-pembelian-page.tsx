// /lihat-pembelian and /batal-pembelian: the buy-backs of a period (search by number, NIK, name, barcode or
// sale number), each with its lines; reprint the nota (40-column slip); on /batal-pembelian cancel one
// with a reason (refused by the server once a line is sorted, or — for staff — after its day).
import { Fragment, useState } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Image,
  Modal,
  Pagination,
  Paper,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Tooltip,
} from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconChevronDown, IconChevronRight, IconPhoto, IconPrinter, IconSearch, IconX } from '@tabler/icons-react';
import { useLocation } from 'react-router';
import {
  formatGrams,
  formatRupiah,
  MESSAGES,
  mutasiBarangApi,
  PEMBELIAN_MESSAGES as P,
  pembelianApi,
  tukarApi,
  type PembelianOut,
} from '@kencana/core';
import { PageFrame } from '../../components/page-frame/index.ts';
import { UpperTextInput } from '../../components/inputs/index.ts';
import { DocumentResultPanel, SaveButton, useDocumentSave } from '../../components/document/index.ts';
import { callApi, errorText, useApiQuery } from '../../lib/api.ts';
import { getSession } from '../../lib/session.ts';
import { printPembelian } from './cetak-pembelian.ts';

const LIMIT = 20;
const TEXT = { batalkan: 'Batalkan Pembelian' } as const;

interface Filter {
  tgl_from: string;
  tgl_to: string;
  q: string;
  status: 'SEMUA' | 'AKTIF' | 'BATAL';
  page: number;
}

export default function LihatPembelianPage() {
  const { pathname } = useLocation();
  const cancelScreen = pathname === '/batal-pembelian';
  const today = getSession()?.tgl_system ?? new Date().toISOString().slice(0, 10);
  const [tglFrom, setTglFrom] = useState(today);
  const [tglTo, setTglTo] = useState(today);
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<Filter['status']>(cancelScreen ? 'AKTIF' : 'SEMUA');
  // The filter searched (today's buy-backs on open); the inputs above count once Cari is pressed.
  const [filter, setFilter] = useState<Filter>({ tgl_from: today, tgl_to: today, q: '', status, page: 1 });
  const [open, setOpen] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<PembelianOut | null>(null);
  const [alasan, setAlasan] = useState('');
  const { saving, result, clearResult, submit } = useDocumentSave();
  const [fotoNo, setFotoNo] = useState<string | null>(null);

  const list = useApiQuery(
    pembelianApi.daftarPembelian,
    {
      query: {
        tgl_from: filter.tgl_from,
        tgl_to: filter.tgl_to,
        q: filter.q.trim() || undefined,
        status: filter.status,
        page: filter.page,
        limit: LIMIT,
      },
    },
    { enabled: true, staleTime: 0, placeholderData: keepPreviousData },
  );
  const rows = list.data?.data ?? [];
  const total = list.data?.total_rows ?? 0;
  const page = filter.page;
  const foto = useApiQuery(pembelianApi.fotoPembelian, { params: { no_faktur_beli: fotoNo ?? '' } }, { enabled: fotoNo !== null });
  const fotoSrc = fotoNo !== null ? (foto.data?.data ?? null) : null;

  const search = (toPage = 1) => {
    const next: Filter = { tgl_from: tglFrom, tgl_to: tglTo, q, status, page: toPage };
    if (JSON.stringify(next) === JSON.stringify(filter)) void list.refetch();
    else setFilter(next);
  };

  // The dialog is the question (what is cancelled, with its exchange); the save checks, keys and reports it.
  const cancel = () => {
    if (!cancelling) return;
    const exchange = cancelling.no_tukar;
    return submit({
      // The contract's reason: 'Alasan Harus Diisi'.
      schema: mutasiBarangApi.AlasanSchema,
      body: alasan,
      write: async (key, reason) => {
        // The buy-back of an exchange is cancelled with its exchange (its sale too).
        if (exchange) {
          const answer = await callApi(tukarApi.batalTukar, { body: { no_tukar: exchange, alasan: reason } }, { idempotencyKey: key });
          const numbers = `${answer.data.no_batal_beli}, ${answer.data.no_batal_jual}`;
          return { message: `${answer.message} (${numbers})`, no_dokumen: numbers };
        }
        const answer = await callApi(
          pembelianApi.batalPembelian,
          { body: { no_faktur_beli: cancelling.no_faktur_beli, alasan: reason } },
          { idempotencyKey: key },
        );
        return { message: `${answer.message} (${answer.data.no_batal})`, no_dokumen: answer.data.no_batal };
      },
      afterSuccess: async () => {
        setCancelling(null);
        setAlasan('');
        await list.refetch();
      },
    });
  };

  return (
    <PageFrame path={cancelScreen ? '/batal-pembelian' : '/lihat-pembelian'}>
      <DocumentResultPanel result={result} onClose={clearResult} />
      <Paper withBorder radius="md" p="sm">
        <Stack gap="xs">
          <Group gap="xs" align="flex-end">
            <DateInput
              label="Tanggal Awal"
              size="xs"
              w={130}
              valueFormat="YYYY-MM-DD"
              value={tglFrom}
              onChange={(v) => setTglFrom(v ?? today)}
              popoverProps={{ withinPortal: true }}
            />
            <DateInput
              label="Tanggal Akhir"
              size="xs"
              w={130}
              valueFormat="YYYY-MM-DD"
              value={tglTo}
              onChange={(v) => setTglTo(v ?? today)}
              popoverProps={{ withinPortal: true }}
            />
            <UpperTextInput
              label="No Faktur / NIK / Nama / Barcode"
              size="xs"
              w={260}
              maxLength={60}
              value={q}
              onValueChange={setQ}
              onKeyDown={(e) => e.key === 'Enter' && search()}
              data-testid="cari-pembelian"
            />
            <SegmentedControl size="xs" value={status} onChange={(v) => setStatus(v as typeof status)} data={['SEMUA', 'AKTIF', 'BATAL']} />
            <Button size="xs" leftSection={<IconSearch size={14} />} loading={list.isFetching} onClick={() => search()}>
              Cari
            </Button>
          </Group>
          <Table striped withTableBorder fz="xs" verticalSpacing={4} data-testid="daftar-pembelian">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={28} />
                <Table.Th>No Faktur Beli</Table.Th>
                <Table.Th>Tanggal</Table.Th>
                <Table.Th>Toko</Table.Th>
                <Table.Th>Customer</Table.Th>
                <Table.Th>NIK</Table.Th>
                <Table.Th ta="right">Qty</Table.Th>
                <Table.Th ta="right">Berat</Table.Th>
                <Table.Th ta="right">Total Harga</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={11} ta="center" c="dimmed">
                    {list.isError
                      ? errorText(list.error, MESSAGES.terjadiKesalahanSaatMengirimData)
                      : (list.data?.message ?? MESSAGES.silahkanCariData)}
                  </Table.Td>
                </Table.Tr>
              )}
              {rows.map((row) => (
                <Fragment key={row.no_faktur_beli}>
                  <Table.Tr>
                    <Table.Td>
                      <ActionIcon
                        size="xs"
                        variant="subtle"
                        aria-label="Detail"
                        onClick={() => setOpen(open === row.no_faktur_beli ? null : row.no_faktur_beli)}
                      >
                        {open === row.no_faktur_beli ? <IconChevronDown size={12} /> : <IconChevronRight size={12} />}
                      </ActionIcon>
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{row.no_faktur_beli}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{row.tgl_system}</Table.Td>
                    <Table.Td>{row.kode_toko}</Table.Td>
                    <Table.Td>{row.nama_customer}</Table.Td>
                    <Table.Td>{row.no_ktp}</Table.Td>
                    <Table.Td ta="right">{row.detail_barang.length}</Table.Td>
                    <Table.Td ta="right">{formatGrams(row.total_berat, 3)}</Table.Td>
                    <Table.Td ta="right">{formatRupiah(row.total_harga)}</Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <Badge size="xs" variant="light" color={row.status === 'BATAL' ? 'red' : 'teal'}>
                          {row.status}
                        </Badge>
                        {row.no_tukar && (
                          <Tooltip label={row.no_tukar}>
                            <Badge size="xs" variant="light" color="grape">
                              TUKAR
                            </Badge>
                          </Tooltip>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        {row.ada_foto && (
                          <Tooltip label="Foto">
                            <ActionIcon
                              size="sm"
                              variant="subtle"
                              aria-label={`Foto ${row.no_faktur_beli}`}
                              onClick={() => setFotoNo(row.no_faktur_beli)}
                            >
                              <IconPhoto size={14} />
                            </ActionIcon>
                          </Tooltip>
                        )}
                        <Tooltip label="Cetak Ulang">
                          <ActionIcon size="sm" variant="subtle" aria-label="Cetak Ulang" onClick={() => printPembelian(row)}>
                            <IconPrinter size={14} />
                          </ActionIcon>
                        </Tooltip>
                        {cancelScreen && row.status === 'AKTIF' && (
                          <Button
                            size="compact-xs"
                            color="red"
                            variant="light"
                            leftSection={<IconX size={12} />}
                            onClick={() => setCancelling(row)}
                          >
                            Batal
                          </Button>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                  {open === row.no_faktur_beli && (
                    <Table.Tr>
                      <Table.Td />
                      <Table.Td colSpan={10}>
                        <Table fz="xs" verticalSpacing={2} withRowBorders={false}>
                          <Table.Tbody>
                            {row.detail_barang.map((line) => (
                              <Table.Tr key={line.kode_lot}>
                                <Table.Td>{line.line_no}</Table.Td>
                                <Table.Td>{line.kode_barcode ?? '-'}</Table.Td>
                                <Table.Td>{line.nama_barang}</Table.Td>
                                <Table.Td>
                                  {line.kode_group} / {line.kode_dept}
                                </Table.Td>
                                <Table.Td ta="right">{formatGrams(line.berat, 3)} gr</Table.Td>
                                <Table.Td>{line.kadar}</Table.Td>
                                <Table.Td>
                                  {line.kondisi} (-{line.potongan_persen}%)
                                </Table.Td>
                                <Table.Td ta="right">{formatRupiah(line.harga)}</Table.Td>
                                <Table.Td>{line.no_sortir ? `Disortir ${line.no_sortir}` : 'Belum Disortir'}</Table.Td>
                              </Table.Tr>
                            ))}
                          </Table.Tbody>
                        </Table>
                        <Text size="xs" c="dimmed">
                          {row.no_hp} · {row.alamat} · {row.pembayaran.map((p) => `${p.jenis} ${formatRupiah(p.jumlah)}`).join(', ')}
                          {row.no_batal ? ` · BATAL ${row.no_batal}: ${row.alasan_batal ?? ''}` : ''}
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  )}
                </Fragment>
              ))}
            </Table.Tbody>
          </Table>
          {total > LIMIT && (
            <Group justify="flex-end">
              <Pagination size="xs" total={Math.ceil(total / LIMIT)} value={page} onChange={(p) => search(p)} />
            </Group>
          )}
        </Stack>
      </Paper>
      <Modal opened={fotoNo !== null} onClose={() => setFotoNo(null)} title={`Foto ${fotoNo ?? ''}`} size="md">
        {fotoSrc && <Image src={fotoSrc} alt={`Foto ${fotoNo ?? ''}`} fit="contain" mah={420} />}
      </Modal>
      <Modal
        opened={cancelling !== null}
        onClose={() => setCancelling(null)}
        title={`Batal Pembelian ${cancelling?.no_faktur_beli ?? ''}`}
        size="sm"
      >
        <Stack gap="xs">
          <Text size="sm">{P.konfirmasiBatalPembelian}</Text>
          {cancelling?.no_tukar && (
            <Text size="xs" c="orange">
              {P.batalTukarJuga} ({cancelling.no_tukar})
            </Text>
          )}
          <UpperTextInput
            label="Alasan"
            size="xs"
            withAsterisk
            maxLength={200}
            value={alasan}
            onValueChange={setAlasan}
            data-testid="alasan-batal"
          />
          <Group justify="flex-end" gap="xs">
            <Button size="xs" variant="default" onClick={() => setCancelling(null)}>
              {MESSAGES.tidak}
            </Button>
            <SaveButton size="xs" color="red" saving={saving} label={TEXT.batalkan} onClick={() => void cancel()} />
          </Group>
        </Stack>
      </Modal>
    </PageFrame>
  );
}
