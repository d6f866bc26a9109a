// The cancel of a cash, bank or head-office sending document (POST keuangan/batal), shared by the cash & bank
// screens and /setor-uang-pusat: the toolkit's cancel dialog on the money cancel's contract.
import { keuanganApi } from '@kencana/core';
import { CancelDocumentDialog } from '../../components/document/index.ts';
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

export function BatalKeuanganDialog({ target, ...texts }: BatalKeuanganDialogProps) {
  return (
    <CancelDocumentDialog
      {...texts}
      target={target && { no_dokumen: target.no_transaksi, jumlah: target.jumlah }}
      schema={keuanganApi.batal.body}
      body={(no_transaksi, alasan) => ({ no_transaksi, alasan })}
      write={async (key, body) => {
        const answer = await callApi(keuanganApi.batal, { body }, { idempotencyKey: key });
        return { message: `${answer.message} (${answer.data.no_batal})`, no_dokumen: answer.data.no_batal };
      }}
    />
  );
}
