// The cancel of a cash, bank or head-office sending document (POST keuangan/batal), shared by the cash & bank
// screens and /setor-uang-pusat: the question names the document and its amount, the reason is checked by the
// contract, one send at a time; the server posts the document's exact opposite.
import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { formatRupiah, keuanganApi, MESSAGES } from '@kencana/core';
import { useDocumentSave } from '../../components/document/index.ts';
import { callApi } from '../../lib/api.ts';

export interface BatalKeuanganTarget {
  no_transaksi: string;
  jumlah: number;
}

export interface BatalKeuanganDialogProps {
  /** The document being cancelled; null keeps the dialog closed. */
  target: BatalKeuanganTarget | null;
  title: string;
  /** The question before the number ('Batalkan Transaksi'). */
  question: string;
  reasonLabel: string;
  confirmLabel: string;
  onClose: () => void;
  /** After the cancel: reload what it changed (the balance, the list). */
  onDone: () => unknown;
}

export function BatalKeuanganDialog({ target, title, question, reasonLabel, confirmLabel, onClose, onDone }: BatalKeuanganDialogProps) {
  const [alasan, setAlasan] = useState('');
  const { saving, submit } = useDocumentSave();
  const close = () => {
    setAlasan('');
    onClose();
  };
  const cancel = () =>
    submit({
      schema: keuanganApi.batal.body,
      body: { no_transaksi: target?.no_transaksi ?? '', alasan },
      // The form's key: a cancel retried after a lost answer is the same request, not a second refusal.
      write: async (key, body) => {
        const answer = await callApi(keuanganApi.batal, { body }, { idempotencyKey: key });
        return { message: `${answer.message} (${answer.data.no_batal})`, no_dokumen: answer.data.no_batal };
      },
      afterSuccess: () => {
        close();
        return onDone();
      },
    });

  return (
    <Modal opened={target !== null} onClose={close} title={title} centered>
      <Stack gap="sm">
        <Text size="sm">
          {question} <b>{target?.no_transaksi}</b> · {target ? formatRupiah(target.jumlah) : ''}?
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
