// /lihat-hutang: the loans — search by number, NIK or name, state, due within N days, overdue — and one
// loan's figures as of the store's business date (principal, interest to today, penalty, due date, days
// overdue), its pieces and payments; from here a payment (extension, partial redemption, redemption), the
// same-day cancel, the WhatsApp reminder (a wa.me link, logged), the letter and the slip's reprint, and for
// OWN/SU the take-over of a 'jatuh tempo' loan's pieces after its notice (at a stated value, confirmed).
// Paying less interest than accrued asks for an OWN/SU approval; the server decides every rule.
import { useState } from 'react';
import {
  Badge,
  Button,
  Grid,
  Group,
  Modal,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconBrandWhatsapp, IconFileText, IconGavel, IconPrinter, IconSearch, IconX } from '@tabler/icons-react';
import {
  bayarHutangSlip,
  buildSlip,
  formatGrams,
  formatRupiah,
  hutangApi,
  buildHutangSlip,
  isPrivilegedLevel,
  type HutangDetail,
  type HutangRow,
  type JenisBayarHutang,
  type Otorisasi,
} from '@kencana/core';
import { ApprovalDialog } from '../../components/approval/index.ts';
import { DataTable, rupiahColumn, type DataTableColumnDef } from '../../components/data-table/index.ts';
import { DocumentResultPanel, SaveButton, documentFacts, useDocumentSave } from '../../components/document/index.ts';
import { MoneyInput } from '../../components/inputs/index.ts';
import { PageFrame } from '../../components/page-frame/index.ts';
import { PIECE_PHOTO_TEXT, PiecePhotoView } from '../../components/piece-photo/index.ts';
import { callApi, errorText, useApiQuery } from '../../lib/api.ts';
import { downloadFile, downloadSlip } from '../../lib/download.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { getSession, storeToday } from '../../lib/session.ts';
import { slipShop } from '../../lib/slip-shop.ts';

export const LIHAT_HUTANG_TEXT = {
  cari: 'No Hutang / NIK / Nama',
  status: 'Status',
  jatuhTempoDalam: 'Tempo ≤ Hari',
  terlambat: 'Hanya Terlambat',
  tampilkan: 'Tampilkan',
  pokok: 'Pokok',
  bunga: 'Bunga s/d Hari Ini',
  denda: 'Denda',
  total: 'Total Tagihan',
  jatuhTempo: 'Jatuh Tempo',
  hariTerlambat: 'Hari Terlambat',
  jenisBayar: 'Jenis Pembayaran',
  jumlah: 'Jumlah Bayar',
  bayar: 'Simpan Pembayaran',
  batal: 'Batalkan Hutang',
  alasan: 'Alasan Batal',
  kirimWa: 'Kirim Pengingat WhatsApp',
  cetakUlang: 'Cetak Ulang Slip',
  cetakSurat: 'Cetak Surat Hutang',
  sita: 'Ambil Alih Jaminan',
  sitaKet:
    'Barang jaminan masuk ke stok toko sebagai pembelian yang menunggu sortir, pada nilai yang dinyatakan. Selisih nilai terhadap pokok dibukukan. Tidak dapat dibatalkan.',
  nilaiSita: 'Nilai Ambil Alih',
  alasanSita: 'Alasan',
  selisih: 'Selisih Terhadap Pokok',
  konfirmasiBatal: (no: string) => `Batalkan Hutang ${no}?`,
  konfirmasiSita: (no: string) => `Ambil Alih Barang Jaminan ${no} Ke Stok Toko?`,
  pilih: 'Pilih hutang di daftar untuk melihat rinciannya',
  konfirmasiBayar: (jenis: string) => `Simpan Pembayaran ${jenis} Ini?`,
  kurangBunga: 'Pembayaran kurang dari bunga dan denda hari ini',
  jenis: { PERPANJANG: 'Perpanjang', CICIL: 'Cicil (Tebus Sebagian)', LUNAS: 'Lunas (Tebus)' } satisfies Record<JenisBayarHutang, string>,
} as const;

const STATUS_CHOICES = ['AKTIF', 'LUNAS', 'DIPERBARUI', 'BATAL', 'SITA', 'SEMUA'];

export default function LihatHutangPage() {
  const [filter, setFilter] = useState({ cari: '', status: 'AKTIF', jatuh_tempo_hari: '' as number | string, terlambat: false });
  const [query, setQuery] = useState(filter);
  const list = useApiQuery(hutangApi.daftarHutang, {
    query: {
      cari: query.cari || undefined,
      status: query.status as 'AKTIF',
      jatuh_tempo_hari: query.jatuh_tempo_hari === '' ? undefined : Number(query.jatuh_tempo_hari),
      terlambat: query.terlambat ? 'true' : undefined,
    },
  });
  const [selected, setSelected] = useState<string | null>(null);
  const detail = useApiQuery(hutangApi.detailHutang, { params: { no_hutang: selected ?? '' } }, { enabled: Boolean(selected) });
  const loan = detail.data?.data;

  const columns: DataTableColumnDef<HutangRow>[] = [
    { accessor: 'no_hutang', title: 'No Hutang', width: 160, noWrap: true },
    // The name takes the width the fixed columns leave (at 1366 px the whole list fits without wrapping).
    { accessor: 'nama_customer', title: 'Nama', ellipsis: true },
    rupiahColumn('pokok', LIHAT_HUTANG_TEXT.pokok, 122, (r) => r.pokok),
    { accessor: 'tgl_jatuh_tempo', title: LIHAT_HUTANG_TEXT.jatuhTempo, width: 112, noWrap: true },
    {
      accessor: 'status',
      title: LIHAT_HUTANG_TEXT.status,
      width: 116,
      render: (r) => (
        <Badge
          size="sm"
          variant="light"
          color={r.status !== 'AKTIF' ? 'gray' : r.jatuh_tempo ? 'red' : r.hari_terlambat > 0 ? 'orange' : 'teal'}
        >
          {r.status === 'AKTIF' && r.jatuh_tempo ? 'JATUH TEMPO' : r.status}
        </Badge>
      ),
      text: (r) => r.status,
    },
  ];

  return (
    <PageFrame path="/lihat-hutang">
      {/* The list a little wider than the loan beside it: at 1366 px neither wraps a figure. */}
      <Grid gap="sm" columns={24}>
        <Grid.Col span={15}>
          <Paper withBorder p="sm" radius="md">
            <Group gap="xs" align="flex-end" mb="xs">
              <TextInput
                size="xs"
                w={150}
                label={LIHAT_HUTANG_TEXT.cari}
                value={filter.cari}
                onChange={(e) => setFilter({ ...filter, cari: e.currentTarget.value })}
              />
              <Select
                size="xs"
                w={105}
                label={LIHAT_HUTANG_TEXT.status}
                data={STATUS_CHOICES}
                value={filter.status}
                allowDeselect={false}
                onChange={(status) => setFilter({ ...filter, status: status ?? 'AKTIF' })}
              />
              <NumberInput
                size="xs"
                w={90}
                label={LIHAT_HUTANG_TEXT.jatuhTempoDalam}
                min={0}
                value={filter.jatuh_tempo_hari}
                onChange={(jatuh_tempo_hari) => setFilter({ ...filter, jatuh_tempo_hari })}
              />
              <Button
                size="xs"
                variant={filter.terlambat ? 'filled' : 'default'}
                color="red"
                onClick={() => setFilter({ ...filter, terlambat: !filter.terlambat })}
              >
                {LIHAT_HUTANG_TEXT.terlambat}
              </Button>
              <Button size="xs" leftSection={<IconSearch size={14} />} onClick={() => setQuery(filter)}>
                {LIHAT_HUTANG_TEXT.tampilkan}
              </Button>
            </Group>
            <DataTable
              records={list.data?.data ?? []}
              columns={columns}
              idAccessor="no_hutang"
              exportName="lihat-hutang"
              searchable={false}
              height={520}
              onRowClick={({ record }) => setSelected(record.no_hutang)}
              rowStyle={(r) => (r.no_hutang === selected ? { background: 'var(--mantine-color-yellow-0)' } : undefined)}
            />
          </Paper>
        </Grid.Col>
        <Grid.Col span={9}>
          {loan ? (
            <LoanPanel loan={loan} onChanged={() => void Promise.all([detail.refetch(), list.refetch()])} onOpen={setSelected} />
          ) : (
            <Paper withBorder p="md" radius="md">
              <Text size="sm" c="dimmed">
                {LIHAT_HUTANG_TEXT.pilih}
              </Text>
            </Paper>
          )}
        </Grid.Col>
      </Grid>
    </PageFrame>
  );
}

/** A pledged piece's photo, read from the photo store when the piece has one. */
function PieceFoto({ no_hutang, line_no, has }: { no_hutang: string; line_no: number; has: boolean }) {
  const foto = useApiQuery(hutangApi.foto, { params: { no_hutang, line_no: String(line_no) } }, { enabled: has });
  return <PiecePhotoView has={has} dataUrl={foto.data?.data.data_url} alt={`${PIECE_PHOTO_TEXT.foto} ${no_hutang} ${line_no}`} size={48} />;
}

function Figure({ label, value, strong, color }: { label: string; value: string; strong?: boolean; color?: string }) {
  return (
    <Group justify="space-between" gap={4}>
      <Text size="xs">{label}</Text>
      <Text size="sm" fw={strong ? 700 : 500} c={color}>
        {value}
      </Text>
    </Group>
  );
}

function LoanPanel({ loan, onChanged, onOpen }: { loan: HutangDetail; onChanged: () => void; onOpen: (no: string) => void }) {
  const [jenis, setJenis] = useState<JenisBayarHutang>('PERPANJANG');
  const [jumlah, setJumlah] = useState('');
  const [metode, setMetode] = useState<'CASH' | 'TRANSFER'>('CASH');
  const [alasan, setAlasan] = useState('');
  const [approving, setApproving] = useState(false);
  const [sitaOpen, setSitaOpen] = useState(false);
  const [nilaiSita, setNilaiSita] = useState('');
  const [alasanSita, setAlasanSita] = useState('');
  const { saving, result, clearResult, submit } = useDocumentSave();
  const aktif = loan.status === 'AKTIF';
  // The take-over: OWN/SU only, on a loan past its due date and grace period whose notice was sent.
  const bolehSita = aktif && loan.jatuh_tempo && Boolean(loan.tgl_pemberitahuan) && isPrivilegedLevel(getSession()?.level ?? '');
  const nilaiSitaShown = nilaiSita === '' ? String(loan.pokok) : nilaiSita;
  const suggested = jenis === 'LUNAS' ? loan.total : loan.denda + loan.bunga;
  const shown = jumlah === '' ? String(suggested) : jumlah;

  const reprint = () =>
    downloadSlip(
      buildHutangSlip({
        ...slipShop(),
        no_hutang: loan.no_hutang,
        tanggal: loan.tgl_system,
        tgl_jatuh_tempo: loan.tgl_jatuh_tempo,
        nama_customer: loan.nama_customer,
        no_ktp: loan.no_ktp,
        barang: loan.detail_barang.map((d) => ({ nama_barang: d.nama_barang, berat: d.berat, kadar: d.kadar, nilai: d.nilai })),
        nilai_taksiran: loan.nilai_taksiran,
        jumlah_pinjaman: loan.jumlah_pinjaman,
        bunga_persen: loan.bunga_persen,
        periode: loan.periode_bunga === 'BULAN' ? 'bulan' : '15 hari',
        lama_hari: loan.lama_hari,
      }),
    );

  const pay = (otorisasi?: Otorisasi) =>
    submit({
      schema: hutangApi.bayarHutang.body,
      body: { no_hutang: loan.no_hutang, jenis, jumlah: shown, pembayaran: [{ jenis: metode, jumlah: shown }], otorisasi },
      confirm: {
        message: LIHAT_HUTANG_TEXT.konfirmasiBayar(LIHAT_HUTANG_TEXT.jenis[jenis]),
        facts: documentFacts({ dibayar: Number(shown || 0) }),
      },
      write: async (key, body) => {
        const answer = await callApi(hutangApi.bayarHutang, { body }, { idempotencyKey: key });
        const d = answer.data;
        const slip = buildSlip(bayarHutangSlip, {
          ...slipShop(),
          judul: `${jenis} HUTANG`,
          no_bayar: d.no_bayar,
          no_hutang: d.no_hutang,
          // The store's day, not the UTC date (before 07:00 in Jakarta they differ).
          tanggal: storeToday(),
          nama_customer: loan.nama_customer,
          denda: d.denda,
          bunga: d.bunga,
          pokok: d.pokok,
          jumlah: body.jumlah,
          sisa_pokok: d.sisa_pokok,
          tgl_jatuh_tempo: d.tgl_jatuh_tempo,
          no_hutang_baru: d.no_hutang_baru,
        });
        return {
          message: answer.message,
          no_dokumen: d.no_bayar,
          extra: `Denda ${formatRupiah(d.denda)} · Bunga ${formatRupiah(d.bunga)} · Pokok ${formatRupiah(d.pokok)} · Sisa ${formatRupiah(d.sisa_pokok)}`,
          prints: [{ label: 'Cetak Slip', kind: 'slip' as const, run: async () => void downloadSlip(slip) }],
        };
      },
      afterSuccess: () => {
        setJumlah('');
        onChanged();
      },
    });

  const letter = () => downloadFile(hutangApi.suratHutang, { params: { no_hutang: loan.no_hutang } }, `surat-hutang-${loan.no_hutang}.pdf`);

  const sita = () =>
    submit({
      schema: hutangApi.sitaHutang.body,
      body: { no_hutang: loan.no_hutang, nilai: nilaiSitaShown, alasan: alasanSita },
      confirm: {
        message: LIHAT_HUTANG_TEXT.konfirmasiSita(loan.no_hutang),
        facts: [
          ...documentFacts({ qty: loan.detail_barang.length, berat: loan.total_berat }),
          { label: LIHAT_HUTANG_TEXT.nilaiSita, value: formatRupiah(Number(nilaiSitaShown || 0)) },
          { label: LIHAT_HUTANG_TEXT.selisih, value: formatRupiah(Number(nilaiSitaShown || 0) - loan.pokok) },
        ],
      },
      write: async (key, body) => {
        setSitaOpen(false);
        const answer = await callApi(hutangApi.sitaHutang, { body }, { idempotencyKey: key });
        return {
          message: answer.message,
          no_dokumen: answer.data.no_sita,
          qty: loan.detail_barang.length,
          berat: loan.total_berat,
          extra: `${LIHAT_HUTANG_TEXT.nilaiSita} ${formatRupiah(body.nilai)} · ${LIHAT_HUTANG_TEXT.selisih} ${formatRupiah(answer.data.selisih)}`,
        };
      },
      afterSuccess: () => {
        setNilaiSita('');
        setAlasanSita('');
        onChanged();
      },
    });

  const startPay = () => {
    const amount = Number(shown || 0);
    const short = Math.min(amount, loan.denda + loan.bunga) < loan.denda + loan.bunga;
    if (short) setApproving(true);
    else void pay();
  };

  // The same-day cancel reverses the loan (its payout and its pledged goods): the toolkit's save, with the
  // contract's reason text, the question with what goes back, and the form's Idempotency-Key.
  const cancel = () =>
    submit({
      schema: hutangApi.batalHutang.body,
      body: { no_hutang: loan.no_hutang, alasan },
      confirm: {
        message: LIHAT_HUTANG_TEXT.konfirmasiBatal(loan.no_hutang),
        facts: [
          ...documentFacts({ qty: loan.detail_barang.length, berat: loan.total_berat }),
          { label: LIHAT_HUTANG_TEXT.pokok, value: formatRupiah(loan.pokok) },
        ],
        danger: true,
      },
      write: async (key, body) => {
        const answer = await callApi(hutangApi.batalHutang, { body }, { idempotencyKey: key });
        return { message: answer.message, no_dokumen: answer.data.no_batal };
      },
      afterSuccess: () => {
        setAlasan('');
        onChanged();
      },
    });

  const remind = async () => {
    try {
      const answer = await callApi(hutangApi.pemberitahuan, { body: { no_hutang: loan.no_hutang } });
      notifySuccess(answer.message);
      window.open(answer.data.wa_link, '_blank', 'noopener');
      onChanged();
    } catch (error) {
      notifyError(errorText(error, ''));
    }
  };

  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap={6}>
        <DocumentResultPanel result={result} onClose={clearResult} />
        <Group justify="space-between">
          <Title order={6}>{loan.no_hutang}</Title>
          <Badge color={aktif ? (loan.jatuh_tempo ? 'red' : 'teal') : 'gray'}>
            {aktif && loan.jatuh_tempo ? 'JATUH TEMPO' : loan.status}
          </Badge>
        </Group>
        <Text size="xs">
          {loan.nama_customer} · NIK {loan.no_ktp} · {loan.no_hp}
        </Text>
        {loan.no_hutang_asal ? (
          <Text size="xs" c="dimmed">
            Dari{' '}
            <Text span size="xs" c="blue" style={{ cursor: 'pointer' }} onClick={() => onOpen(loan.no_hutang_asal as string)}>
              {loan.no_hutang_asal}
            </Text>
          </Text>
        ) : null}
        {loan.no_hutang_baru ? (
          <Text size="xs" c="dimmed">
            Dilanjutkan ke{' '}
            <Text span size="xs" c="blue" style={{ cursor: 'pointer' }} onClick={() => onOpen(loan.no_hutang_baru as string)}>
              {loan.no_hutang_baru}
            </Text>
          </Text>
        ) : null}
        <Figure label={LIHAT_HUTANG_TEXT.pokok} value={formatRupiah(loan.pokok)} />
        <Figure
          label={`${LIHAT_HUTANG_TEXT.bunga} (${loan.periode_bunga_berjalan} periode, ${loan.bunga_persen}%/bln)`}
          value={formatRupiah(loan.bunga)}
        />
        <Figure label={LIHAT_HUTANG_TEXT.denda} value={formatRupiah(loan.denda)} color={loan.denda > 0 ? 'red' : undefined} />
        <Figure label={LIHAT_HUTANG_TEXT.total} value={formatRupiah(loan.total)} strong />
        <Figure label={LIHAT_HUTANG_TEXT.jatuhTempo} value={loan.tgl_jatuh_tempo} />
        <Figure
          label={LIHAT_HUTANG_TEXT.hariTerlambat}
          value={String(loan.hari_terlambat)}
          color={loan.hari_terlambat > 0 ? 'red' : undefined}
        />
        <Table fz="xs" verticalSpacing={2} horizontalSpacing={6} withTableBorder>
          <Table.Tbody>
            {loan.detail_barang.map((d) => (
              <Table.Tr key={d.line_no}>
                <Table.Td>{d.nama_barang}</Table.Td>
                <Table.Td>{d.kode_group}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatGrams(d.berat, 3)} gr
                </Table.Td>
                <Table.Td>{d.kadar}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatRupiah(d.nilai)}
                </Table.Td>
                <Table.Td w={56}>
                  <PieceFoto no_hutang={loan.no_hutang} line_no={d.line_no} has={d.foto} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {aktif ? (
          <>
            <SegmentedControl
              size="xs"
              value={jenis}
              onChange={(value) => {
                setJenis(value as JenisBayarHutang);
                setJumlah('');
              }}
              data={(Object.keys(LIHAT_HUTANG_TEXT.jenis) as JenisBayarHutang[]).map((value) => ({
                value,
                label: LIHAT_HUTANG_TEXT.jenis[value],
              }))}
            />
            <Group gap="xs" align="flex-end" grow>
              <MoneyInput size="xs" label={LIHAT_HUTANG_TEXT.jumlah} value={shown} onValueChange={setJumlah} />
              <Select
                size="xs"
                label="Metode"
                data={['CASH', 'TRANSFER']}
                value={metode}
                allowDeselect={false}
                onChange={(m) => setMetode((m as 'CASH') ?? 'CASH')}
              />
            </Group>
            <SaveButton size="xs" saving={saving} label={LIHAT_HUTANG_TEXT.bayar} onClick={startPay} />
            <Group gap="xs" grow>
              <Button size="xs" variant="light" color="green" leftSection={<IconBrandWhatsapp size={14} />} onClick={() => void remind()}>
                {LIHAT_HUTANG_TEXT.kirimWa}
              </Button>
            </Group>
            <Group gap="xs" align="flex-end">
              <TextInput
                size="xs"
                style={{ flex: 1 }}
                label={LIHAT_HUTANG_TEXT.alasan}
                value={alasan}
                onChange={(e) => setAlasan(e.currentTarget.value)}
              />
              <Button
                size="xs"
                color="red"
                variant="light"
                leftSection={<IconX size={14} />}
                disabled={!alasan.trim()}
                onClick={() => void cancel()}
              >
                {LIHAT_HUTANG_TEXT.batal}
              </Button>
            </Group>
          </>
        ) : null}
        {bolehSita ? (
          <Button size="xs" color="orange" variant="light" leftSection={<IconGavel size={14} />} onClick={() => setSitaOpen(true)}>
            {LIHAT_HUTANG_TEXT.sita}
          </Button>
        ) : null}
        <Group gap="xs" grow>
          <Button size="xs" variant="default" leftSection={<IconFileText size={14} />} onClick={() => void letter()}>
            {LIHAT_HUTANG_TEXT.cetakSurat}
          </Button>
          <Button size="xs" variant="default" leftSection={<IconPrinter size={14} />} onClick={reprint}>
            {LIHAT_HUTANG_TEXT.cetakUlang}
          </Button>
        </Group>
        {loan.tgl_pemberitahuan ? (
          <Text size="xs" c="dimmed">
            Pemberitahuan jatuh tempo: {loan.tgl_pemberitahuan}
          </Text>
        ) : null}
      </Stack>
      <Modal opened={sitaOpen} onClose={() => setSitaOpen(false)} title={`${LIHAT_HUTANG_TEXT.sita} ${loan.no_hutang}`} size="md">
        <Stack gap="xs">
          <Text size="xs" c="dimmed">
            {LIHAT_HUTANG_TEXT.sitaKet}
          </Text>
          <Figure label={LIHAT_HUTANG_TEXT.pokok} value={formatRupiah(loan.pokok)} />
          <Figure label={LIHAT_HUTANG_TEXT.total} value={formatRupiah(loan.total)} />
          <Figure label={`${loan.detail_barang.length} pcs`} value={`${formatGrams(loan.total_berat, 3)} gr`} />
          <MoneyInput size="xs" label={LIHAT_HUTANG_TEXT.nilaiSita} value={nilaiSitaShown} onValueChange={setNilaiSita} data-autofocus />
          <Figure
            label={LIHAT_HUTANG_TEXT.selisih}
            value={formatRupiah(Number(nilaiSitaShown || 0) - loan.pokok)}
            color={Number(nilaiSitaShown || 0) < loan.pokok ? 'red' : undefined}
          />
          <TextInput
            size="xs"
            label={LIHAT_HUTANG_TEXT.alasanSita}
            value={alasanSita}
            onChange={(e) => setAlasanSita(e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <SaveButton
              size="xs"
              saving={saving}
              label={LIHAT_HUTANG_TEXT.sita}
              onClick={() => void sita()}
              disabled={!alasanSita.trim()}
            />
          </Group>
        </Stack>
      </Modal>
      <ApprovalDialog
        opened={approving}
        onClose={() => setApproving(false)}
        description={`${LIHAT_HUTANG_TEXT.kurangBunga} (${formatRupiah(loan.denda + loan.bunga)})`}
        onApprove={async (otorisasi) => {
          setApproving(false);
          void pay(otorisasi);
        }}
      />
    </Paper>
  );
}
