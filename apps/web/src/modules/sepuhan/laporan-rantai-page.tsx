// /laporan-rantai-sepuhan: the chain report (table of the generic report screen, types RANTAI and TUKANG,
// PDF and Excel) and above it a simple flow picture of the chain for a period: one box per step with the
// grams (and fine grams) that went through it and what still waits there.
import { useState } from 'react';
import { Badge, Box, Button, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconArrowRight, IconChartDots3 } from '@tabler/icons-react';
import { findReportByMenu, formatGrams, MESSAGES, reportsApi, type ReportDefinition } from '@kencana/core';
import { ReportScreen } from '../../components/report-screen/index.ts';
import { callApi, errorText } from '../../lib/api.ts';
import { notifyError } from '../../lib/notify.ts';
import { useToday } from '../../lib/use-today.ts';

export const RANTAI_TEXT = { alur: 'Alur Rantai Sepuhan', tampilkan: 'Tampilkan Alur', dari: 'Tanggal Awal', sampai: 'Tanggal Akhir', menunggu: 'Menunggu', murni: 'Murni' } as const;

type Step = { urut: number; tahap: string; arus_berat: string; arus_murni: string; sisa_berat: string | null; sisa_murni: string | null };

function FlowPicture({ definition }: { definition: ReportDefinition }) {
  const today = useToday();
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(today);
  const [steps, setSteps] = useState<Step[]>([]);
  const [busy, setBusy] = useState(false);
  const load = async () => {
    setBusy(true);
    try {
      const endpoint = reportsApi.reportEndpoint(definition);
      const answer = await callApi(endpoint, { query: { type: 'RANTAI', tgl_from: from, tgl_to: to, kode_toko: 'SEMUA', page: 1 } } as never);
      setSteps(answer.data as unknown as Step[]);
    } catch (error) {
      notifyError(errorText(error, MESSAGES.terjadiKesalahanSaatMengirimData));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Paper withBorder radius="md" p="sm" mb="sm">
      <Group align="flex-end" gap="sm" mb="sm">
        <Text fw={600} size="sm">
          {RANTAI_TEXT.alur}
        </Text>
        {/* The same date field as every report's form (YYYY-MM-DD), not the browser's own. */}
        <DateInput size="xs" w={150} valueFormat="YYYY-MM-DD" label={RANTAI_TEXT.dari} value={from} onChange={(v) => setFrom(v ?? today)} popoverProps={{ withinPortal: true }} />
        <DateInput size="xs" w={150} valueFormat="YYYY-MM-DD" label={RANTAI_TEXT.sampai} value={to} onChange={(v) => setTo(v ?? today)} popoverProps={{ withinPortal: true }} />
        <Button size="xs" variant="light" leftSection={<IconChartDots3 size={14} />} loading={busy} onClick={() => void load()}>
          {RANTAI_TEXT.tampilkan}
        </Button>
      </Group>
      {steps.length > 0 && (
        <SimpleGrid cols={{ base: 2, md: 5 }} spacing="xs" data-testid="rantai-alur">
          {steps.map((step, index) => (
            <Group key={step.urut} gap={4} wrap="nowrap" align="stretch">
              <Box p="xs" style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 8, flex: 1, background: step.tahap.startsWith('Susut') ? 'var(--mantine-color-red-0)' : 'var(--mantine-color-gray-0)' }}>
                <Text size="xs" fw={600} lineClamp={2}>
                  {`${step.urut}. ${step.tahap}`}
                </Text>
                <Text size="sm" fw={700}>{`${formatGrams(step.arus_berat, 3)} gr`}</Text>
                <Text size="xs" c="dimmed">{`${RANTAI_TEXT.murni} ${formatGrams(step.arus_murni, 3)} gr`}</Text>
                {step.sisa_berat !== null && Number(step.sisa_berat) !== 0 && (
                  <Badge size="xs" variant="light" mt={4}>{`${RANTAI_TEXT.menunggu} ${formatGrams(step.sisa_berat, 3)} gr`}</Badge>
                )}
              </Box>
              {index < steps.length - 1 && <IconArrowRight size={14} style={{ alignSelf: 'center', flexShrink: 0 }} />}
            </Group>
          ))}
        </SimpleGrid>
      )}
    </Paper>
  );
}

export default function LaporanRantaiPage() {
  const definition = findReportByMenu('/laporan-rantai-sepuhan');
  if (!definition) return null;
  return (
    <ReportScreen definition={definition}>
      <FlowPicture definition={definition} />
    </ReportScreen>
  );
}
