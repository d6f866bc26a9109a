// A document number the next screen needs typed in (the sort number /sortir-sepuh asks for): shown large
// beside the result panel with a button that copies it, so staff need not read it off the slip.
import { ActionIcon, CopyButton, Group, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

export const COPY_TEXT = { salin: 'Salin', tersalin: 'Tersalin' } as const;

export function DocumentNumberCopy({ label, value }: { label: string; value: string }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm">{label}</Text>
      <Text size="md" fw={700} ff="monospace" data-testid="nomor-dokumen">
        {value}
      </Text>
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? COPY_TEXT.tersalin : COPY_TEXT.salin} withArrow>
            <ActionIcon
              size="sm"
              variant="subtle"
              color={copied ? 'green' : 'gray'}
              aria-label={`${COPY_TEXT.salin} ${label}`}
              onClick={copy}
            >
              {copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}
