// /audit-pemilik (beyond the specification, OWN/SU): per store and period, every invariant of the books
// green or the exact documents and places that break it (closed days as their close stored them, the open
// day checked now), tray weighings beyond the store's tolerance, goods on the road by age, refiner and
// craftsman loss against their %, the pending work, and the PPATK watch (a NIK's day across the chain at
// Rp 500,000,000). A full re-check of the whole history runs in the background; the page follows its progress.
import { useEffect, useState, type ReactNode } from 'react';
import { Accordion, Alert, Badge, Button, Group, Paper, Progress, SimpleGrid, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconRefresh, IconSearch, IconShieldCheck } from '@tabler/icons-react';
import {
  AUDIT_RULES,
  AUDIT_SOCKET_EVENTS,
  MESSAGES,
  PPATK_AMBANG,
  SEMUA,
  compareGrams,
  formatGrams,
  formatQty,
  formatRupiah,
  pemilikApi,
  subGrams,
  type AuditPemilik,
  type AuditProgress,
  type AuditToko,
  type Valuasi,
  type ValuasiTotal,
} from '@kencana/core';
import { DateValueInput } from '../../components/inputs/index.ts';
import { MasterSelect } from '../../components/master-select/index.ts';
import { PageFrame } from '../../components/page-frame/index.ts';
import { callApi, errorText, useApiQuery } from '../../lib/api.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { getSession, startingStoreFilter } from '../../lib/session.ts';
import { connectSocket } from '../../lib/socket.ts';
import { HeldSections } from './held-sections.tsx';
// Backups: the last good one and 'Cadangkan Sekarang'.
import { BackupPanel } from './backup-panel.tsx';

export const AUDIT_TEXT = {
  toko: 'Toko',
  dari: 'Dari Tanggal',
  sampai: 'Sampai Tanggal',
  cari: 'Periksa',
  semuaBaik: 'Semua Pemeriksaan Hijau',
  tokoDiperiksa: 'Toko Diperiksa',
  pelanggaran: 'Pelanggaran',
  ppatk: 'Lapor PPATK',
  waktu: 'Waktu Periksa',
  aturan: 'Aturan',
  tanggal: 'Tanggal',
  dokumen: 'Dokumen / Tempat',
  rincian: 'Rincian',
  hari: 'Hari Diperiksa',
  tersimpan: 'tersimpan saat tutup toko',
  terbuka: 'hari berjalan, diperiksa sekarang',
  timbang: 'Timbang Baki Di Luar Toleransi',
  toleransi: 'Toleransi',
  noTimbang: 'No Timbang',
  baki: 'Baki',
  beratSistem: 'Berat Sistem',
  beratTimbang: 'Berat Timbangan',
  selisih: 'Selisih',
  transit: 'Barang Dalam Perjalanan',
  jenis: 'Jenis',
  tujuan: 'Tujuan',
  umur: 'Umur',
  qty: 'Qty',
  berat: 'Berat',
  susut: 'Susut Tukang & Sepuh',
  tukang: 'Tukang',
  dasar: 'Berat Dasar',
  beratSusut: 'Susut',
  persen: 'Susut %',
  status: 'Status',
  melebihi: 'MELEBIHI',
  ok: 'OK',
  pending: 'Menunggu Proses',
  keterangan: 'Keterangan',
  nik: 'NIK',
  nama: 'Nama',
  total: 'Total Hari Itu',
  ppatkJudul: `Pantauan PPATK (≥ ${formatRupiah(PPATK_AMBANG)} per NIK per hari, semua toko)`,
  ppatkKosong: 'Tidak ada NIK yang mencapai batas pada periode ini',
  penuh: 'Pemeriksaan Penuh',
  mulaiPenuh: 'Periksa Seluruh Riwayat',
  penuhBelum: 'Belum pernah dijalankan',
  penuhBerjalan: 'Berjalan',
  penuhSelesai: 'Selesai',
  penuhGagal: 'Gagal',
  hariSingkat: 'hr',
  gr: 'gr',
  muatUlang: 'Muat Ulang',
  valuasi: 'Valuasi Hari Ini',
  valuasiRantai: 'Valuasi Stock Hari Ini (Harga Jual / Harga Beli)',
  kategori: 'Kategori',
  beratMurni: 'Berat Murni',
  hargaJual: 'Harga Jual/gr',
  hargaBeli: 'Harga Beli/gr',
  nilaiJual: 'Nilai Jual',
  nilaiBeli: 'Nilai Beli',
  sejakKemarin: 'Sejak Tutup Kemarin',
  asal: 'Asal Perubahan Hari Ini',
  dokumenJenis: 'Jenis Dokumen',
  hijau: 'HIJAU',
  merah: 'MERAH',
  statusBuku: 'Status Buku',
} as const;

const cell = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

function Section({ title, right, children }: { title: string; right?: ReactNode; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs">
        <Text fw={600} size="sm">
          {title}
        </Text>
        {right}
      </Group>
      {children}
    </Stack>
  );
}

function Empty() {
  return (
    <Text size="xs" c="dimmed">
      {MESSAGES.tidakAdaData}
    </Text>
  );
}

function SmallTable({ head, rows, label }: { head: ReactNode[]; rows: ReactNode[][]; label: string }) {
  if (rows.length === 0) return <Empty />;
  return (
    <Table.ScrollContainer minWidth={520} maxHeight={220}>
      <Table striped withTableBorder verticalSpacing={2} fz="xs" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {head.map((h, i) => (
              <Table.Th key={i}>{h}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r, i) => (
            <Table.Tr key={i}>
              {r.map((c, j) => (
                <Table.Td key={j} style={cell}>
                  {c}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Each rule of the books: green, or how many of its breaks this store has. */
function RuleBadges({ store }: { store: AuditToko }) {
  return (
    <Group gap={6}>
      {Object.entries(AUDIT_RULES).map(([rule, label]) => {
        const count = store.pelanggaran.filter((v) => v.rule === rule).length;
        return (
          <Badge
            key={rule}
            size="sm"
            variant="light"
            color={count > 0 ? 'red' : 'green'}
            leftSection={count > 0 ? <IconAlertTriangle size={12} /> : <IconCircleCheck size={12} />}
          >
            {count > 0 ? `${label}: ${count}` : label}
          </Badge>
        );
      })}
    </Group>
  );
}

function StorePanel({ store }: { store: AuditToko }) {
  return (
    <Stack gap="sm">
      <RuleBadges store={store} />
      <Section title={AUDIT_TEXT.hari}>
        <Group gap={4}>
          {store.hari.length === 0 && <Empty />}
          {store.hari.map((d) => (
            <Tooltip key={d.tanggal} label={d.sumber === 'TERSIMPAN' ? AUDIT_TEXT.tersimpan : AUDIT_TEXT.terbuka}>
              <Badge size="sm" color={d.ok ? 'green' : 'red'} variant={d.sumber === 'TERBUKA' ? 'outline' : 'light'}>
                {d.ok ? d.tanggal : `${d.tanggal}: ${d.pelanggaran}`}
              </Badge>
            </Tooltip>
          ))}
        </Group>
      </Section>
      {store.pelanggaran.length > 0 && (
        <Section title={AUDIT_TEXT.pelanggaran}>
          <SmallTable
            label={`${AUDIT_TEXT.pelanggaran} ${store.kode_toko}`}
            head={[AUDIT_TEXT.aturan, AUDIT_TEXT.tanggal, AUDIT_TEXT.dokumen, AUDIT_TEXT.rincian]}
            rows={store.pelanggaran.map((v) => [
              AUDIT_RULES[v.rule as keyof typeof AUDIT_RULES] ?? v.rule,
              v.tanggal,
              <Text key="ref" size="xs" fw={600} c="red">
                {v.ref}
              </Text>,
              v.detail,
            ])}
          />
        </Section>
      )}
      <HeldSections store={store} />
      <Stack gap="sm">
        <Section title={AUDIT_TEXT.valuasi} right={<ValuasiChange valuasi={store.valuasi} />}>
          <SmallTable
            label={`${AUDIT_TEXT.valuasi} ${store.kode_toko}`}
            head={[
              AUDIT_TEXT.kategori,
              AUDIT_TEXT.qty,
              AUDIT_TEXT.berat,
              AUDIT_TEXT.beratMurni,
              AUDIT_TEXT.hargaJual,
              AUDIT_TEXT.hargaBeli,
              AUDIT_TEXT.nilaiJual,
              AUDIT_TEXT.nilaiBeli,
            ]}
            rows={store.valuasi.rows.map((r) => [
              r.kode_group,
              formatQty(r.qty),
              formatGrams(r.berat),
              formatGrams(r.berat_murni),
              formatRupiah(r.harga_jual),
              formatRupiah(r.harga_beli),
              formatRupiah(r.nilai_jual),
              formatRupiah(r.nilai_beli),
            ])}
          />
          {store.valuasi.perubahan.length > 0 && (
            <Text size="xs" c="dimmed">
              {`${AUDIT_TEXT.asal}: ${store.valuasi.perubahan.map((p) => `${p.nama} ${compareGrams(p.berat, '0') > 0 ? '+' : ''}${formatGrams(p.berat)} ${AUDIT_TEXT.gr}`).join(' · ')}`}
            </Text>
          )}
        </Section>
        <Section
          title={AUDIT_TEXT.timbang}
          right={<Text size="xs" c="dimmed">{`${AUDIT_TEXT.toleransi} ± ${store.toleransi_timbang} ${AUDIT_TEXT.gr}`}</Text>}
        >
          <SmallTable
            label={AUDIT_TEXT.timbang}
            head={[
              AUDIT_TEXT.noTimbang,
              AUDIT_TEXT.tanggal,
              AUDIT_TEXT.baki,
              AUDIT_TEXT.beratSistem,
              AUDIT_TEXT.beratTimbang,
              AUDIT_TEXT.selisih,
            ]}
            rows={store.timbang.map((w) => [
              w.no_timbang,
              w.tanggal,
              w.kode_baki,
              formatGrams(w.berat_sistem),
              formatGrams(w.berat_timbangan),
              <Text key="s" size="xs" c="red" fw={600}>
                {formatGrams(w.selisih)}
              </Text>,
            ])}
          />
        </Section>
        <Section title={AUDIT_TEXT.transit}>
          <SmallTable
            label={AUDIT_TEXT.transit}
            head={[
              AUDIT_TEXT.jenis,
              AUDIT_TEXT.dokumen,
              AUDIT_TEXT.tujuan,
              AUDIT_TEXT.tanggal,
              AUDIT_TEXT.umur,
              AUDIT_TEXT.qty,
              AUDIT_TEXT.berat,
            ]}
            rows={store.transit.map((r) => [
              r.jenis,
              r.no_dokumen,
              r.tujuan,
              r.tanggal,
              <Badge key="u" size="xs" color={r.umur_hari > 2 ? 'red' : r.umur_hari > 0 ? 'orange' : 'gray'} variant="light">
                {`${r.umur_hari} ${AUDIT_TEXT.hariSingkat}`}
              </Badge>,
              formatQty(r.qty),
              formatGrams(r.berat),
            ])}
          />
        </Section>
        <Section title={AUDIT_TEXT.susut}>
          <SmallTable
            label={AUDIT_TEXT.susut}
            head={[
              AUDIT_TEXT.jenis,
              AUDIT_TEXT.tukang,
              AUDIT_TEXT.dasar,
              AUDIT_TEXT.beratSusut,
              AUDIT_TEXT.persen,
              AUDIT_TEXT.toleransi,
              AUDIT_TEXT.status,
            ]}
            rows={store.susut.map((r) => [
              r.jenis,
              `${r.kode_tukang} · ${r.nama_tukang}`,
              formatGrams(r.berat_dasar),
              formatGrams(r.berat_susut),
              `${r.persen}%`,
              `${r.toleransi}%`,
              <Badge key="st" size="xs" color={r.melebihi ? 'red' : 'green'} variant="light">
                {r.melebihi ? AUDIT_TEXT.melebihi : AUDIT_TEXT.ok}
              </Badge>,
            ])}
          />
        </Section>
        <Section title={AUDIT_TEXT.pending}>
          <SmallTable
            label={`${AUDIT_TEXT.pending} ${store.kode_toko}`}
            head={[AUDIT_TEXT.keterangan, AUDIT_TEXT.dokumen, AUDIT_TEXT.qty, AUDIT_TEXT.berat]}
            rows={store.pending
              .filter((p) => p.count > 0 || p.documents > 0)
              .map((p) => [p.label, p.documents > 0 ? formatQty(p.documents) : '-', formatQty(p.count), formatGrams(p.berat)])}
          />
        </Section>
      </Stack>
    </Stack>
  );
}

/** The change of the store's stock value since the last close (at today's buy-back price), signed. */
function ValuasiChange({ valuasi }: { valuasi: Valuasi }) {
  if (!valuasi.kemarin) return null;
  const delta = valuasi.total.nilai_beli - valuasi.kemarin.nilai_beli;
  const grams = subGrams(valuasi.total.berat, valuasi.kemarin.berat);
  return (
    <Text size="xs" c={delta < 0 ? 'red' : delta > 0 ? 'green' : 'dimmed'}>
      {`${AUDIT_TEXT.sejakKemarin}: ${delta >= 0 ? '+' : '-'}${formatRupiah(Math.abs(delta))} (${compareGrams(grams, '0') >= 0 ? '+' : ''}${formatGrams(grams)} ${AUDIT_TEXT.gr})`}
    </Text>
  );
}

function ValuasiRantai({ total }: { total: ValuasiTotal }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {AUDIT_TEXT.valuasiRantai}
      </Text>
      <Group gap="xl" mt={2}>
        <Text
          size="sm"
          style={cell}
        >{`${formatQty(total.qty)} pcs · ${formatGrams(total.berat)} ${AUDIT_TEXT.gr} · ${formatGrams(total.berat_murni)} ${AUDIT_TEXT.gr} murni`}</Text>
        <Text size="sm" fw={700} style={cell}>{`${AUDIT_TEXT.nilaiJual} ${formatRupiah(total.nilai_jual)}`}</Text>
        <Text size="sm" fw={700} style={cell}>{`${AUDIT_TEXT.nilaiBeli} ${formatRupiah(total.nilai_beli)}`}</Text>
      </Group>
    </Paper>
  );
}

function PpatkPanel({ rows }: { rows: AuditPemilik['ppatk'] }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Section title={AUDIT_TEXT.ppatkJudul}>
        {rows.length === 0 ? (
          <Text size="xs" c="dimmed">
            {AUDIT_TEXT.ppatkKosong}
          </Text>
        ) : (
          <SmallTable
            label={AUDIT_TEXT.ppatk}
            head={[AUDIT_TEXT.tanggal, AUDIT_TEXT.nik, AUDIT_TEXT.nama, AUDIT_TEXT.total, AUDIT_TEXT.dokumen]}
            rows={rows.map((r) => [
              r.tanggal,
              r.no_ktp,
              r.nama,
              <Text key="t" size="xs" fw={700} c="red">
                {formatRupiah(r.total)}
              </Text>,
              r.dokumen.map((d) => `${d.no_dokumen} (${d.kode_toko}, ${formatRupiah(d.jumlah)})`).join(', '),
            ])}
          />
        )}
      </Section>
    </Paper>
  );
}

function FullCheck() {
  const last = useApiQuery(
    pemilikApi.auditPenuh,
    {},
    { refetchInterval: (q) => (q.state.data?.data?.status === 'BERJALAN' ? 1000 : false) },
  );
  const [busy, setBusy] = useState(false);
  const [live, setLive] = useState<AuditProgress | null>(null);
  const job = last.data?.data ?? null;
  const running = job?.status === 'BERJALAN';
  const { refetch } = last;
  // While a re-check runs, its progress comes over the socket (the row's percent is read again at the end).
  useEffect(() => {
    if (!running) return undefined;
    const socket = connectSocket();
    const onProgress = (progress: AuditProgress) => {
      setLive(progress);
      if (progress.percent >= 100) void refetch();
    };
    socket.on(AUDIT_SOCKET_EVENTS.progress, onProgress);
    socket.emit(AUDIT_SOCKET_EVENTS.start, {});
    return () => {
      socket.off(AUDIT_SOCKET_EVENTS.progress, onProgress);
      socket.disconnect();
    };
  }, [running, refetch]);
  const percent = running && live?.id === job?.id ? Math.max(live?.percent ?? 0, job?.percent ?? 0) : (job?.percent ?? 0);
  const start = async () => {
    setBusy(true);
    try {
      const answer = await callApi(pemilikApi.mulaiAuditPenuh, { body: { PROSES: 'audit' } });
      notifySuccess(answer.message);
      await last.refetch();
    } catch (error) {
      notifyError(errorText(error, MESSAGES.terjadiKesalahanSaatMengirimData));
    } finally {
      setBusy(false);
    }
  };
  const status =
    job === null
      ? AUDIT_TEXT.penuhBelum
      : job.status === 'BERJALAN'
        ? `${AUDIT_TEXT.penuhBerjalan} ${percent}%`
        : job.status === 'GAGAL'
          ? AUDIT_TEXT.penuhGagal
          : `${AUDIT_TEXT.penuhSelesai} ${job.finished_at?.slice(0, 16).replace('T', ' ') ?? ''} · ${job.ok ? AUDIT_TEXT.semuaBaik : `${job.violations.length} ${AUDIT_TEXT.pelanggaran}`}`;
  return (
    <Paper withBorder radius="md" p="sm">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {AUDIT_TEXT.penuh}
          </Text>
          <Text size="sm" fw={600} c={job?.status === 'SELESAI' && job.ok === false ? 'red' : undefined} truncate>
            {status}
          </Text>
          {running && <Progress value={percent} size="sm" />}
        </Stack>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconShieldCheck size={14} />}
          loading={busy || job?.status === 'BERJALAN'}
          onClick={() => void start()}
        >
          {AUDIT_TEXT.mulaiPenuh}
        </Button>
      </Group>
      {job?.status === 'SELESAI' && job.violations.length > 0 && (
        <Stack gap={0} mt={4}>
          {job.violations.slice(0, 10).map((v, i) => (
            <Text key={i} size="xs" c="red">{`${v.rule}: ${v.detail}`}</Text>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

function Stat({ label, value, color }: { label: string; value: ReactNode; color?: string }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz={20} fw={700} c={color} style={cell}>
        {value}
      </Text>
    </Paper>
  );
}

export default function AuditPemilikPage() {
  const session = getSession();
  const today = session?.tgl_system ?? new Date().toISOString().slice(0, 10);
  const startingStore = startingStoreFilter(session, SEMUA);
  const [kodeToko, setKodeToko] = useState<string>(startingStore);
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(today);
  const [filter, setFilter] = useState({ kode_toko: startingStore, tgl_from: today, tgl_to: today });
  const query = useApiQuery(pemilikApi.auditPemilik, { query: filter });
  const data = query.data?.data;
  const violations = data?.toko.reduce((n, s) => n + s.pelanggaran.length, 0) ?? 0;

  return (
    <PageFrame
      actions={
        <Button
          size="xs"
          variant="default"
          leftSection={<IconRefresh size={14} />}
          loading={query.isFetching}
          onClick={() => void query.refetch()}
        >
          {AUDIT_TEXT.muatUlang}
        </Button>
      }
    >
      <Paper withBorder radius="md" p="sm">
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <MasterSelect
            list="toko"
            leading={{ value: SEMUA, label: SEMUA }}
            label={AUDIT_TEXT.toko}
            size="xs"
            w={180}
            value={kodeToko}
            onChange={(v) => setKodeToko(v ?? SEMUA)}
            allowDeselect={false}
          />
          <DateValueInput label={AUDIT_TEXT.dari} value={from} onValueChange={setFrom} w={140} />
          <DateValueInput label={AUDIT_TEXT.sampai} value={to} onValueChange={setTo} w={140} />
          <Button
            size="xs"
            leftSection={<IconSearch size={14} />}
            onClick={() => setFilter({ kode_toko: kodeToko, tgl_from: from, tgl_to: to })}
          >
            {AUDIT_TEXT.cari}
          </Button>
        </Group>
      </Paper>
      {query.error && (
        <Alert color="red" icon={<IconAlertTriangle size={16} />}>
          {errorText(query.error, MESSAGES.terjadiKesalahanSaatMerequestData)}
        </Alert>
      )}
      {data && (
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 2, md: 5 }} spacing="sm">
            <Stat label={AUDIT_TEXT.statusBuku} value={data.ok ? AUDIT_TEXT.hijau : AUDIT_TEXT.merah} color={data.ok ? 'green' : 'red'} />
            <Stat label={AUDIT_TEXT.tokoDiperiksa} value={formatQty(data.toko.length)} />
            <Stat label={AUDIT_TEXT.pelanggaran} value={formatQty(violations)} color={violations > 0 ? 'red' : undefined} />
            <Stat label={AUDIT_TEXT.ppatk} value={formatQty(data.ppatk.length)} color={data.ppatk.length > 0 ? 'red' : undefined} />
            <Stat label={AUDIT_TEXT.waktu} value={`${formatQty(data.durasi_ms)} ms`} />
          </SimpleGrid>
          <ValuasiRantai total={data.valuasi_total} />
          <FullCheck />
          <BackupPanel />
          <PpatkPanel rows={data.ppatk} />
          <Accordion variant="separated" multiple defaultValue={data.toko.filter((s) => !s.ok).map((s) => s.kode_toko)}>
            {data.toko.map((store) => (
              <Accordion.Item key={store.kode_toko} value={store.kode_toko}>
                <Accordion.Control>
                  <Group gap="sm" wrap="nowrap">
                    <Badge color={store.ok ? 'green' : 'red'} variant="filled" size="sm">
                      {store.ok ? AUDIT_TEXT.ok : `${store.pelanggaran.length} ${AUDIT_TEXT.pelanggaran}`}
                    </Badge>
                    <Text size="sm" fw={600}>{`${store.kode_toko} · ${store.nama_toko}`}</Text>
                    <Text size="xs" c="dimmed">{`${MESSAGES.tanggalSystem}: ${store.tgl_system}`}</Text>
                    {store.timbang.length > 0 && (
                      <Badge size="xs" color="orange" variant="light">{`${store.timbang.length} ${AUDIT_TEXT.timbang}`}</Badge>
                    )}
                    {store.susut.some((s) => s.melebihi) && (
                      <Badge size="xs" color="orange" variant="light">
                        {`${AUDIT_TEXT.susut}: ${AUDIT_TEXT.melebihi}`}
                      </Badge>
                    )}
                  </Group>
                </Accordion.Control>
                <Accordion.Panel>
                  <StorePanel store={store} />
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </Stack>
      )}
    </PageFrame>
  );
}
