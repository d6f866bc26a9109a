// The dashboard's one bar chart, drawn with plain elements: a chart library (recharts, 426 kB) for one set
// of bars made /dashboard the heaviest screen. One row per warehouse: code, a bar as wide as its share of
// the largest, the exact grams text.
import { Box, Group, Stack, Text, Tooltip } from '@mantine/core';
import { formatGrams } from '@kencana/core';

export interface WeightBar {
  gudang: string;
  nama: string;
  berat: number;
}

/** Width of each bar in percent of the largest (0 when every bar is empty or negative). */
export function barWidths(bars: readonly WeightBar[]): number[] {
  const max = Math.max(0, ...bars.map((bar) => bar.berat));
  return bars.map((bar) => (max > 0 && bar.berat > 0 ? Math.max(1, Math.round((bar.berat / max) * 1000) / 10) : 0));
}

export function WeightBars({ bars, label, height = 240 }: { bars: readonly WeightBar[]; label: string; height?: number }) {
  const widths = barWidths(bars);
  return (
    <Stack gap={6} component="ul" aria-label={label} mah={height} style={{ overflowY: 'auto', listStyle: 'none', margin: 0, padding: 0 }}>
      {bars.map((bar, i) => (
        <Group key={bar.gudang} component="li" gap="xs" wrap="nowrap" aria-label={`${bar.gudang} ${formatGrams(bar.berat, 3)}`}>
          <Text size="sm" fw={600} w={72} truncate="end">
            {bar.gudang}
          </Text>
          <Tooltip label={bar.nama} withinPortal>
            <Box style={{ flex: 1, background: 'var(--mantine-color-default-hover)', borderRadius: 4, height: 18 }}>
              <Box
                data-testid="weight-bar"
                style={{
                  width: `${widths[i] ?? 0}%`,
                  height: '100%',
                  borderRadius: 4,
                  background: 'var(--mantine-color-gold-6, var(--mantine-primary-color-filled))',
                }}
              />
            </Box>
          </Tooltip>
          <Text size="sm" w={110} ta="right" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
            {formatGrams(bar.berat, 3)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
