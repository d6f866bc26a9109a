// /laporan-rantai-sepuhan: the chain report (table of the generic report screen, types RANTAI and TUKANG,
// PDF and Excel) and above it a simple flow picture of the chain: one box per step with the grams (and fine
// grams) that went through it and what still waits there. The picture has no period of its own: it shows
// the chain of the period and store searched, the same the table and the exports show.
import { useMemo } from 'react';
import { z } from 'zod';
import { Badge, Box, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { compareGrams, findReportByMenu, formatGrams, periodText, reportsApi, type ReportDefinition } from '@kencana/core';
import { ReportScreen, type ShownReport } from '../../components/report-screen/index.ts';
import { useApiQuery } from '../../lib/api.ts';

export const RANTAI_TEXT = { alur: 'Alur Rantai Sepuhan', menunggu: 'Menunggu', murni: 'Murni' } as const;

// A report's rows are generic records; the picture reads the RANTAI rows' own columns, checked rather than cast.
const StepRows = z.array(
  z.object({
    urut: z.number(),
    tahap: z.string(),
    arus_berat: z.string(),
    arus_murni: z.string(),
    sisa_berat: z.string().nullable(),
    sisa_murni: z.string().nullable(),
  }),
);
type Step = z.infer<typeof StepRows>[number];

/** The steps of the chain for the search on screen: its own rows under RANTAI, else asked for under RANTAI. */
function useSteps(definition: ReportDefinition, shown: ShownReport | null): Step[] {
  const endpoint = useMemo(() => reportsApi.reportEndpoint(definition), [definition]);
  const ownRows = shown?.params.type === 'RANTAI';
  const { data } = useApiQuery(endpoint, { query: { ...shown?.params, type: 'RANTAI', page: 1 } } as never, {
    enabled: shown !== null && !ownRows,
  });
  if (!shown) return [];
  const parsed = StepRows.safeParse(ownRows ? shown.data : (data?.data ?? []));
  return parsed.success ? parsed.data : [];
}

function FlowPicture({ definition, shown }: { definition: ReportDefinition; shown: ShownReport | null }) {
  const steps = useSteps(definition, shown);
  if (!shown || steps.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="sm" mb="sm">
      <Group gap="sm" mb="sm">
        <Text fw={600} size="sm">
          {RANTAI_TEXT.alur}
        </Text>
        <Text size="xs" c="dimmed">
          {periodText(definition, shown.params, '')}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 2, md: 5 }} spacing="xs" data-testid="rantai-alur">
        {steps.map((step, index) => (
          <Group key={step.urut} gap={4} wrap="nowrap" align="stretch">
            <Box
              p="xs"
              style={{
                border: '1px solid var(--mantine-color-gray-4)',
                borderRadius: 8,
                flex: 1,
                background: step.tahap.startsWith('Susut') ? 'var(--mantine-color-red-0)' : 'var(--mantine-color-gray-0)',
              }}
            >
              <Text size="xs" fw={600} lineClamp={2}>
                {`${step.urut}. ${step.tahap}`}
              </Text>
              <Text size="sm" fw={700}>{`${formatGrams(step.arus_berat, 3)} gr`}</Text>
              <Text size="xs" c="dimmed">{`${RANTAI_TEXT.murni} ${formatGrams(step.arus_murni, 3)} gr`}</Text>
              {step.sisa_berat !== null && compareGrams(step.sisa_berat, '0') !== 0 && (
                <Badge size="xs" variant="light" mt={4}>{`${RANTAI_TEXT.menunggu} ${formatGrams(step.sisa_berat, 3)} gr`}</Badge>
              )}
            </Box>
            {index < steps.length - 1 && <IconArrowRight size={14} style={{ alignSelf: 'center', flexShrink: 0 }} />}
          </Group>
        ))}
      </SimpleGrid>
    </Paper>
  );
}

export default function LaporanRantaiPage() {
  const definition = findReportByMenu('/laporan-rantai-sepuhan');
  if (!definition) return null;
  return <ReportScreen definition={definition}>{(shown) => <FlowPicture definition={definition} shown={shown} />}</ReportScreen>;
}
