// One read-only labelled value, as every screen shows its totals and header facts: the label small and dimmed,
// the value in tabular figures so columns of numbers line up. `inline` puts them on one row (a payment summary),
// `framed` draws a small card (a count's tiles), `strong` marks the figure the eye should land on.
import { Box, Group, Paper, Text } from '@mantine/core';

export interface FigureProps {
  label: string;
  value: string;
  strong?: boolean;
  color?: string;
  testId?: string;
  /** Label and value on one row, the value right-aligned. */
  inline?: boolean;
  /** A bordered tile (counts and summaries shown side by side). */
  framed?: boolean;
}

const NUMBERS = { fontVariantNumeric: 'tabular-nums' } as const;

export function Figure({ label, value, strong, color, testId, inline, framed }: FigureProps) {
  if (inline) {
    return (
      <Group justify="space-between" gap="xs">
        <Text size="sm" c={color}>
          {label}
        </Text>
        <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : 500} c={color} data-testid={testId} style={NUMBERS}>
          {value}
        </Text>
      </Group>
    );
  }
  const body = (
    <>
      <Text size="xs" c="dimmed" lh={1.2}>
        {label}
      </Text>
      <Text size={strong ? 'lg' : 'sm'} fw={strong || framed ? 700 : 600} c={color} data-testid={testId} style={NUMBERS}>
        {value}
      </Text>
    </>
  );
  return framed ? (
    <Paper withBorder radius="sm" p={6} px="xs">
      {body}
    </Paper>
  ) : (
    <Box>{body}</Box>
  );
}
