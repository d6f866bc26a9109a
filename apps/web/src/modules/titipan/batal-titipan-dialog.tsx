// The cancel of a deposit taken by mistake (POST titipan/batal): the toolkit's cancel dialog on the deposit
// cancel's contract; the server refuses a deposit already used ('Saldo Titipan Tidak Mencukupi').
import { titipanApi } from '@kencana/core';
import { CancelDocumentDialog } from '../../components/document/index.ts';
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
  return (
    <CancelDocumentDialog
      target={target}
      title={BATAL_TITIPAN_TEXT.judul}
      question={BATAL_TITIPAN_TEXT.pertanyaan}
      reasonLabel={BATAL_TITIPAN_TEXT.alasan}
      confirmLabel={BATAL_TITIPAN_TEXT.batalkan}
      schema={titipanApi.batal.body}
      body={(no_titipan, alasan) => ({ no_titipan, alasan })}
      write={async (key, body) => {
        const answer = await callApi(titipanApi.batal, { body }, { idempotencyKey: key });
        return { message: `${answer.message} (${answer.data.no_batal})`, no_dokumen: answer.data.no_batal };
      }}
      onClose={onClose}
      onDone={onDone}
    />
  );
}
