// The cancel of one document with a reason, shared by the screens whose cancel is "this number, this amount,
// why": the question names the document and its amount, the reason is checked by the cancel's contract, and
// the send goes through the toolkit's save (one at a time, the form's Idempotency-Key: a cancel retried after a
// lost answer is the same request, not a second refusal). The server posts the document's exact opposite.
import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import type { z } from 'zod';
import { formatRupiah, MESSAGES } from '@kencana/core';
import { useDocumentSave, type DocumentResultValue } from './use-document-save.ts';

export interface CancelDocumentDialogProps<S extends z.ZodType> {
  /** The document being cancelled; null keeps the dialog closed. */
  target: { no_dokumen: string; jumlah: number } | null;
  title: string;
  /** The question before the number ('Batalkan Transaksi'). */
  question: string;
  reasonLabel: string;
  confirmLabel: string;
  /** The cancel's contract, and its body from the number and the reason. */
  schema: S | undefined;
  body: (no_dokumen: string, alasan: string) => z.input<S>;
  /** Sends the checked body with the form's key; answers the cancel's message and number. */
  write: (key: string, body: z.output<S>) => Promise<DocumentResultValue>;
  onClose: () => void;
  /** After the cancel: reload what it changed (the balance, the list). */
  onDone: () => unknown;
}

export function CancelDocumentDialog<S extends z.ZodType>({
  target,
  title,
  question,
  reasonLabel,
  confirmLabel,
  schema,
  body,
  write,
  onClose,
  onDone,
}: CancelDocumentDialogProps<S>) {
  const [alasan, setAlasan] = useState('');
  const { saving, submit } = useDocumentSave();
  const close = () => {
    setAlasan('');
    onClose();
  };
  const cancel = () =>
    submit({
      schema,
      body: body(target?.no_dokumen ?? '', alasan),
      write,
      afterSuccess: () => {
        close();
        return onDone();
      },
    });

  return (
    <Modal opened={target !== null} onClose={close} title={title} centered>
      <Stack gap="sm">
        <Text size="sm">
          {question} <b>{target?.no_dokumen}</b> · {target ? formatRupiah(target.jumlah) : ''}?
        </Text>
        <Textarea
          label={reasonLabel}
          autosize
          minRows={2}
          maxLength={200}
          value={alasan}
          onChange={(e) => setAlasan(e.currentTarget.value)}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {MESSAGES.tidak}
          </Button>
          <Button color="red" loading={saving} onClick={() => void cancel()}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
