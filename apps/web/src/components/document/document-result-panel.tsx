// The result of a save: the document's number, what it moved, and a button per print it has (nota, slip,
// PDF). It stays until the person closes it or the next document replaces it, so a print can be repeated
// while the next customer is served.
import { useState } from 'react';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconCircleCheck, IconFileTypePdf, IconReceipt } from '@tabler/icons-react';
import { formatGrams, formatQty, MESSAGES } from '@kencana/core';
import { errorText } from '../../lib/api.ts';
import { notifyError } from '../../lib/notify.ts';
import type { DocumentPrint, DocumentResultValue } from './use-document-save.ts';

export const RESULT_TEXT = {
  noDokumen: 'No Dokumen',
  barang: 'pcs',
  gr: 'gr',
  cetakNota: 'Cetak Nota',
  cetakSlip: 'Cetak Slip',
  cetakPdf: 'Cetak PDF',
} as const;

/** The line of figures under the message: number · pieces · grams · extra. */
export function resultLine(result: DocumentResultValue, numberLabel: string = RESULT_TEXT.noDokumen): string {
  return [
    `${numberLabel} ${result.no_dokumen}`,
    result.qty !== undefined ? `${formatQty(result.qty)} ${RESULT_TEXT.barang}` : null,
    result.berat !== undefined ? `${formatGrams(result.berat, 3)} ${RESULT_TEXT.gr}` : null,
    result.extra ?? null,
  ]
    .filter(Boolean)
    .join(' · ');
}

export interface DocumentResultPanelProps {
  result: DocumentResultValue | null;
  onClose: () => void;
  /** The label of the number ('No Faktur' on a sale); 'No Dokumen' by default. */
  numberLabel?: string;
  /** The text shown when a print fails without a text of the server's. */
  printFailureText?: string;
  /** The test id of the figures line ('hasil-dokumen'). */
  testId?: string;
}

export function DocumentResultPanel({
  result,
  onClose,
  numberLabel,
  printFailureText = MESSAGES.terjadiKesalahanSaatMengirimData,
  testId = 'hasil-dokumen',
}: DocumentResultPanelProps) {
  // Prints in progress, by label: a second click on the same print is ignored, another print still runs (a
  // click right after the nota's download must not be swallowed while the nota's request settles).
  const [printing, setPrinting] = useState<ReadonlySet<string>>(() => new Set());
  if (!result) return null;
  const print = (item: DocumentPrint) => {
    if (printing.has(item.label)) return;
    setPrinting((now) => new Set(now).add(item.label));
    item
      .run()
      .catch((error: unknown) => notifyError(errorText(error, printFailureText)))
      .finally(() =>
        setPrinting((now) => {
          const next = new Set(now);
          next.delete(item.label);
          return next;
        }),
      );
  };
  return (
    <Alert
      color="green"
      variant="light"
      p="xs"
      icon={<IconCircleCheck size={18} />}
      withCloseButton
      onClose={onClose}
      title={result.message}
      role="status"
      aria-live="polite"
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" data-testid={testId}>
          {resultLine(result, numberLabel)}
        </Text>
        {result.prints && result.prints.length > 0 && (
          <Group gap={6} wrap="nowrap">
            {result.prints.map((item, index) => (
              <Button
                key={item.label}
                size="compact-sm"
                variant={index === 0 ? 'filled' : 'light'}
                leftSection={item.kind === 'slip' ? <IconReceipt size={14} /> : <IconFileTypePdf size={14} />}
                loading={printing.has(item.label)}
                onClick={() => print(item)}
              >
                {item.label}
              </Button>
            ))}
          </Group>
        )}
      </Group>
    </Alert>
  );
}
