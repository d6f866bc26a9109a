// The owner's page, held in trust and owed — shown apart because none of it is the shop's stock or cash: per
// store the customers' deposits (what the shop owes), the customers' pieces in for service (held at SERVIS,
// per state, overdue) and the loans against gold (collateral at GADAI, principal receivable, overdue) — each
// green, or the exact documents that break it.
import type { ReactNode } from 'react';
import { Badge, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { formatGrams, formatQty, formatRupiah, type AuditToko } from '@kencana/core';

export const HELD_TEXT = {
  titipan: 'Titipan Uang Pelanggan',
  servis: 'Barang Servis Pelanggan',
  hutang: 'Hutang (Jaminan Gadai)',
  saldoTitipan: 'Saldo Titipan',
  pelanggan: 'Pelanggan Bersaldo',
  service: 'Service',
  pcs: 'pcs',
  gr: 'gr',
  murni: 'gr murni',
  terlambat: 'Terlambat',
  aktif: 'Hutang Aktif',
  jaminan: 'Jaminan',
  diServis: 'Barang Di Servis',
  piutang: 'Pokok Piutang',
  sesuai: 'Sesuai',
  tidakSesuai: 'Tidak Sesuai',
  dokumen: 'Dokumen',
  rincian: 'Rincian',
} as const;

type Break = { ref: string; detail: string };

function Line({ label, value, color }: { label: string; value: ReactNode; color?: string }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="xs" fw={600} c={color} style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
}

function HeldCard({ title, breaks, children }: { title: string; breaks: Break[]; children: ReactNode }) {
  const ok = breaks.length === 0;
  return (
    <Paper withBorder radius="md" p="xs" aria-label={title}>
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text fw={600} size="sm">
            {title}
          </Text>
          <Badge
            size="sm"
            variant="light"
            color={ok ? 'green' : 'red'}
            leftSection={ok ? <IconCircleCheck size={12} /> : <IconAlertTriangle size={12} />}
          >
            {ok ? HELD_TEXT.sesuai : `${HELD_TEXT.tidakSesuai}: ${breaks.length}`}
          </Badge>
        </Group>
        {children}
        {!ok && (
          <Table withTableBorder verticalSpacing={2} fz="xs" aria-label={`${title} ${HELD_TEXT.tidakSesuai}`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{HELD_TEXT.dokumen}</Table.Th>
                <Table.Th>{HELD_TEXT.rincian}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {breaks.map((b) => (
                <Table.Tr key={`${b.ref}-${b.detail}`}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Text size="xs" fw={600} c="red">
                      {b.ref}
                    </Text>
                  </Table.Td>
                  <Table.Td>{b.detail}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}

const grams = (qty: number, berat: string, murni: string) =>
  `${formatQty(qty)} ${HELD_TEXT.pcs} · ${formatGrams(berat)} ${HELD_TEXT.gr} · ${formatGrams(murni)} ${HELD_TEXT.murni}`;

export function HeldSections({ store }: { store: AuditToko }) {
  const { titipan, servis, hutang } = store;
  return (
    <SimpleGrid cols={3} spacing="xs">
      <HeldCard title={HELD_TEXT.titipan} breaks={titipan.pelanggaran}>
        <Line label={HELD_TEXT.saldoTitipan} value={formatRupiah(titipan.saldo)} />
        <Line label={HELD_TEXT.pelanggan} value={formatQty(titipan.pelanggan)} />
      </HeldCard>
      <HeldCard title={HELD_TEXT.servis} breaks={servis.pelanggaran}>
        <Line label={HELD_TEXT.diServis} value={grams(servis.qty, servis.berat, servis.berat_murni)} />
        {servis.per_status.map((s) => (
          <Line
            key={s.status}
            label={`${s.status} (${formatQty(s.services)} ${HELD_TEXT.service})`}
            value={grams(s.qty, s.berat, s.berat_murni)}
          />
        ))}
        <Line label={HELD_TEXT.terlambat} value={formatQty(servis.terlambat)} color={servis.terlambat > 0 ? 'orange' : undefined} />
      </HeldCard>
      <HeldCard title={HELD_TEXT.hutang} breaks={hutang.pelanggaran}>
        <Line label={HELD_TEXT.aktif} value={formatQty(hutang.aktif)} />
        <Line label={HELD_TEXT.jaminan} value={grams(hutang.qty, hutang.berat, hutang.berat_murni)} />
        <Line label={HELD_TEXT.piutang} value={formatRupiah(hutang.piutang)} />
        <Line label={HELD_TEXT.terlambat} value={formatQty(hutang.terlambat)} color={hutang.terlambat > 0 ? 'orange' : undefined} />
      </HeldCard>
    </SimpleGrid>
  );
}
