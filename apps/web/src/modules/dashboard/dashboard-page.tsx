// /dashboard: the store's day at a glance — business date against today, stock in pieces and grams, grams per
// warehouse (chart and table with totals) and the documents waiting for a next step. Figures come from the
// server as exact texts ("1.250"); only the chart turns grams into numbers, to draw bars.
import { lazy, Suspense, type ReactNode } from 'react';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Grid,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  ThemeIcon,
  Tooltip,
} from '@mantine/core';
import { IconAlertTriangle, IconBox, IconCalendar, IconClockHour4, IconRefresh, IconScale } from '@tabler/icons-react';
import { MESSAGES, formatQty, isBefore, isPrivilegedLevel, systemApi, type DashboardData } from '@kencana/core';
import { DataTable, type DataTableColumnDef } from '../../components/data-table/index.ts';
import { gramsOrDash } from '../../components/inputs/index.ts';
import { PageFrame } from '../../components/page-frame/index.ts';
import { errorText, useApiQuery } from '../../lib/api.ts';
import { useSession } from '../../lib/session.ts';
import { WeightBars } from './weight-bars.tsx';

/** Words of this screen (the catalogue holds the shared ones). */
export const DASHBOARD_TEXT = {
  hariIni: 'Hari Ini',
  tokoBelumDitutup: 'Toko Belum Ditutup',
  totalQty: 'Total Stock (Qty)',
  totalBerat: 'Total Berat',
  pcs: 'pcs',
  gr: 'gr',
  menungguProses: 'Menunggu Proses',
  dokumen: 'dokumen',
  dokumenKolom: 'Dokumen',
  beratPerGudang: 'Berat per Gudang',
  stockPerGudang: 'Stock per Gudang',
  gudang: 'Gudang',
  namaGudang: 'Nama Gudang',
  qty: 'Qty',
  beratGr: 'Berat (gr)',
  beratMurniGr: 'Berat Murni (gr)',
  beratMurni: 'emas murni',
  keterangan: 'Keterangan',
  total: 'Total',
  muatUlang: 'Muat Ulang',
} as const;

type Stock = DashboardData['stock'][number];

/** The chain's valuation, for OWN/SU only: its own chunk, so no one else's dashboard loads it. */
const ValuasiCard = lazy(() => import('./valuasi-card.tsx'));

/** True when the business date is behind today: the store has not been closed. Unreadable dates are not flagged. */
export function isStoreBehind(tglSystem: string, today: string): boolean {
  try {
    return isBefore(tglSystem, today);
  } catch {
    return false;
  }
}

/** Chart rows: grams as numbers, for drawing only (the table and tooltips show the exact text). */
export function chartData(stock: readonly Stock[]): { gudang: string; nama: string; berat: number }[] {
  return stock.map((s) => ({ gudang: s.kode_gudang, nama: s.nama_gudang, berat: Number(s.berat) || 0 }));
}

function StatCard({
  label,
  value,
  unit,
  icon,
  note,
  alert = false,
}: {
  label: string;
  value: ReactNode;
  unit?: string;
  icon: ReactNode;
  note?: ReactNode;
  alert?: boolean;
}) {
  return (
    <Paper withBorder radius="md" p="sm" style={alert ? { borderColor: 'var(--mantine-color-red-6)', borderWidth: 2 } : undefined}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {label}
          </Text>
          <Group gap={4} align="baseline" wrap="nowrap">
            <Text fz={22} fw={700} lh={1.2} style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
              {value}
            </Text>
            {unit && (
              <Text size="sm" c="dimmed">
                {unit}
              </Text>
            )}
          </Group>
          {note}
        </Stack>
        <ThemeIcon size={36} radius="md" variant="light" color={alert ? 'red' : undefined}>
          {icon}
        </ThemeIcon>
      </Group>
    </Paper>
  );
}

function Panel({ title, children, right }: { title: string; children: ReactNode; right?: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="sm" h="100%">
      <Group justify="space-between" mb="xs">
        <Text fw={600}>{title}</Text>
        {right}
      </Group>
      {children}
    </Paper>
  );
}

function DashboardSkeleton() {
  return (
    <Stack gap="sm" data-testid="dashboard-loading" aria-busy="true">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} h={86} radius="md" />
        ))}
      </SimpleGrid>
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Skeleton h={290} radius="md" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Skeleton h={290} radius="md" />
        </Grid.Col>
      </Grid>
      <Skeleton h={200} radius="md" />
    </Stack>
  );
}

function PendingList({ pending }: { pending: DashboardData['pending'] }) {
  if (pending.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {MESSAGES.tidakAdaData}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={280} maxHeight={240}>
      <Table striped highlightOnHover verticalSpacing={4} fz="sm" aria-label={DASHBOARD_TEXT.menungguProses}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{DASHBOARD_TEXT.keterangan}</Table.Th>
            <Table.Th ta="right">{DASHBOARD_TEXT.dokumenKolom}</Table.Th>
            <Table.Th ta="right">{DASHBOARD_TEXT.qty}</Table.Th>
            <Table.Th ta="right">{DASHBOARD_TEXT.beratGr}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {pending.map((p) => (
            <Table.Tr key={p.key}>
              <Table.Td>{p.label}</Table.Td>
              <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {p.documents > 0 ? formatQty(p.documents) : '-'}
              </Table.Td>
              <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                <Badge variant="light" color={p.count > 0 ? 'orange' : 'gray'}>
                  {formatQty(p.count)}
                </Badge>
              </Table.Td>
              <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                {gramsOrDash(p.berat)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function stockColumns(total: DashboardData['total']): DataTableColumnDef<Stock>[] {
  return [
    { accessor: 'kode_gudang', title: DASHBOARD_TEXT.gudang, width: 120, footer: DASHBOARD_TEXT.total },
    { accessor: 'nama_gudang', title: DASHBOARD_TEXT.namaGudang },
    {
      accessor: 'qty',
      title: DASHBOARD_TEXT.qty,
      textAlign: 'right',
      width: 120,
      render: (s) => formatQty(s.qty),
      footer: formatQty(total.qty),
    },
    {
      accessor: 'berat',
      title: DASHBOARD_TEXT.beratGr,
      textAlign: 'right',
      width: 160,
      render: (s) => gramsOrDash(s.berat, 3),
      footer: gramsOrDash(total.berat, 3),
    },
    {
      accessor: 'berat_murni',
      title: DASHBOARD_TEXT.beratMurniGr,
      textAlign: 'right',
      width: 160,
      render: (s) => gramsOrDash(s.berat_murni, 3),
      footer: gramsOrDash(total.berat_murni, 3),
    },
  ];
}

function DashboardContent({ data }: { data: DashboardData }) {
  const session = useSession();
  const owner = session ? isPrivilegedLevel(session.level) : false;
  const behind = isStoreBehind(data.tgl_system, data.today);
  // Open documents (a shipment of 6 pieces is one), not the pieces in them.
  const pendingCount = data.pending_documents;
  const chart = chartData(data.stock);

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <StatCard
          label={MESSAGES.tanggalSystem}
          value={data.tgl_system}
          icon={behind ? <IconAlertTriangle size={20} /> : <IconCalendar size={20} />}
          alert={behind}
          note={
            <Group gap={6} wrap="nowrap">
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {DASHBOARD_TEXT.hariIni}: {data.today}
              </Text>
              {behind && (
                <Badge color="red" size="xs" variant="filled">
                  {DASHBOARD_TEXT.tokoBelumDitutup}
                </Badge>
              )}
            </Group>
          }
        />
        <StatCard
          label={DASHBOARD_TEXT.totalQty}
          value={formatQty(data.total.qty)}
          unit={DASHBOARD_TEXT.pcs}
          icon={<IconBox size={20} />}
        />
        <StatCard
          label={DASHBOARD_TEXT.totalBerat}
          value={gramsOrDash(data.total.berat, 3)}
          unit={DASHBOARD_TEXT.gr}
          icon={<IconScale size={20} />}
          note={
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {gramsOrDash(data.total.berat_murni, 3)} {DASHBOARD_TEXT.gr} {DASHBOARD_TEXT.beratMurni}
            </Text>
          }
        />
        <StatCard
          label={DASHBOARD_TEXT.menungguProses}
          value={formatQty(pendingCount)}
          unit={DASHBOARD_TEXT.dokumen}
          icon={<IconClockHour4 size={20} />}
        />
      </SimpleGrid>

      {owner && (
        <Suspense fallback={null}>
          <ValuasiCard />
        </Suspense>
      )}

      <Grid gap="sm">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Panel title={DASHBOARD_TEXT.beratPerGudang}>
            {chart.length === 0 ? (
              <Text c="dimmed" ta="center" py="xl">
                {MESSAGES.tidakAdaData}
              </Text>
            ) : (
              <WeightBars bars={chart} label={DASHBOARD_TEXT.beratPerGudang} />
            )}
          </Panel>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Panel
            title={DASHBOARD_TEXT.menungguProses}
            right={
              pendingCount > 0 ? (
                <Badge color="orange" variant="light">
                  {formatQty(pendingCount)}
                </Badge>
              ) : undefined
            }
          >
            <PendingList pending={data.pending} />
          </Panel>
        </Grid.Col>
      </Grid>

      <Paper withBorder radius="md" p="sm">
        <DataTable
          title={DASHBOARD_TEXT.stockPerGudang}
          records={data.stock}
          columns={stockColumns(data.total)}
          idAccessor="kode_gudang"
          pagination={false}
        />
      </Paper>
    </Stack>
  );
}

export default function DashboardPage() {
  const query = useApiQuery(systemApi.dashboard, {});
  const data = query.data?.data;

  return (
    <PageFrame
      path="/dashboard"
      actions={
        <>
          {data && (
            <Text size="sm" c="dimmed">
              {data.kode_toko} · {data.nama_toko}
            </Text>
          )}
          <Tooltip label={DASHBOARD_TEXT.muatUlang}>
            <ActionIcon
              variant="default"
              aria-label={DASHBOARD_TEXT.muatUlang}
              onClick={() => void query.refetch()}
              loading={query.isFetching}
            >
              <IconRefresh size={16} />
            </ActionIcon>
          </Tooltip>
        </>
      }
    >
      {query.isPending ? (
        <DashboardSkeleton />
      ) : data ? (
        <DashboardContent data={data} />
      ) : (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title={MESSAGES.oopss}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorText(query.error, MESSAGES.terjadiKesalahanSaatRequestData)}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
              {MESSAGES.cobaLagi}
            </Button>
          </Stack>
        </Alert>
      )}
    </PageFrame>
  );
}
