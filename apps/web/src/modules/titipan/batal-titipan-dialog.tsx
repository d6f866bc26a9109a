// The cancel of a deposit taken by mistake (POST titipan/batal): the question names the slip and its amount,
// the reason is checked by the contract, one send at a time (with its request key); the server posts the
// exact opposite, and refuses a deposit already used ('Saldo Titipan Tidak Mencukupi').
import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { formatRupiah, MESSAGES, titipanApi } from '@kencana/core';
import { useDocumentSave } from '../../components/document/index.ts';
import { callApi } from '../../lib/api.ts';

export const BATAL_TITIPAN_TEXT = {
  judul: 'Batalkan Titipan',
  pertanyaan: 'Batalkan titipan',
  alasan: 'Alasan Batal',
  batalkan: 'Batalkan',
} as const;

export interface BatalTitipanDialogProps {
  target: { no_dokumen: string; jumlah: number } | null;
  onClose: () => void;
  onDone: () => unknown;
}

export function BatalTitipanDialog({ target, onClose, onDone }: BatalTitipanDialogProps) {
  const [alasan, setAlasan] = useState('');
  const { saving, submit } = useDocumentSave();
  const close = () => {
    setAlasan('');
    onClose();
  };
  const cancel = () =>
    submit({
      schema: titipanApi.batal.body,
      body: { no_titipan: target?.no_dokumen ?? '', alasan },
      write: async (key, body) => {
        const answer = await callApi(titipanApi.batal, { body }, { idempotencyKey: key });
        return { message: `${answer.message} (${answer.data.no_batal})`, no_dokumen: answer.data.no_batal };
      },
      afterSuccess: () => {
        close();
        return onDone();
      },
    });

  return (
    <Modal opened={target !== null} onClose={close} title={BATAL_TITIPAN_TEXT.judul} centered>
      <Stack gap="sm">
        <Text size="sm">
          {BATAL_TITIPAN_TEXT.pertanyaan} <b>{target?.no_dokumen}</b> · {target ? formatRupiah(target.jumlah) : ''}?
        </Text>
        <Textarea
          label={BATAL_TITIPAN_TEXT.alasan}
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
            {BATAL_TITIPAN_TEXT.batalkan}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
