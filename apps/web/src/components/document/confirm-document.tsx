// The question before a save that moves goods or money: what will happen (pieces, grams, total, payout),
// then OK / Tidak. The OK button has the focus, so Enter confirms and Esc cancels — a cashier never needs
// the mouse — and the Enter that confirms goes no further than the dialog.
import { Group, Stack, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { formatGrams, formatQty, formatRupiah, MESSAGES } from '@kencana/core';

/** One line of the summary: its label and the figure as shown. */
export interface ConfirmFact {
  label: string;
  value: string;
}

export interface ConfirmDocumentOptions {
  /** The question, as the specification spells it ('Simpan Transaksi Penjualan Ini?'). */
  message: string;
  title?: string;
  /** What will happen, in figures (see `documentFacts`). */
  facts?: ConfirmFact[];
  /** 'OK' by default. */
  confirmLabel?: string;
  /** 'Tidak' by default. */
  cancelLabel?: string;
  danger?: boolean;
}

/** Labels of the usual figures of a document. */
export const CONFIRM_TEXT = {
  jumlahBarang: 'Jumlah Barang',
  berat: 'Berat',
  total: 'Total',
  dibayar: 'Dibayar',
  kembalian: 'Kembalian',
  dibayarkan: 'Dibayarkan Ke Customer',
  pcs: 'pcs',
  gr: 'gr',
} as const;

/** The usual figures: pieces, grams, the total, what is paid, the change, the payout; only those given. */
export function documentFacts(figures: {
  qty?: number;
  berat?: string;
  total?: number;
  dibayar?: number;
  kembalian?: number;
  payout?: number;
}): ConfirmFact[] {
  const facts: ConfirmFact[] = [];
  if (figures.qty !== undefined) facts.push({ label: CONFIRM_TEXT.jumlahBarang, value: `${formatQty(figures.qty)} ${CONFIRM_TEXT.pcs}` });
  if (figures.berat !== undefined) facts.push({ label: CONFIRM_TEXT.berat, value: `${formatGrams(figures.berat, 3)} ${CONFIRM_TEXT.gr}` });
  if (figures.total !== undefined) facts.push({ label: CONFIRM_TEXT.total, value: formatRupiah(figures.total) });
  if (figures.dibayar !== undefined) facts.push({ label: CONFIRM_TEXT.dibayar, value: formatRupiah(figures.dibayar) });
  if (figures.kembalian !== undefined) facts.push({ label: CONFIRM_TEXT.kembalian, value: formatRupiah(figures.kembalian) });
  if (figures.payout !== undefined) facts.push({ label: CONFIRM_TEXT.dibayarkan, value: formatRupiah(figures.payout) });
  return facts;
}

/** Opens the question (needs the app's ModalsProvider); resolves true on OK, false on Tidak, Esc or close. */
export function confirmDocument({
  message,
  title,
  facts = [],
  confirmLabel = MESSAGES.ok,
  cancelLabel = MESSAGES.tidak,
  danger = false,
}: ConfirmDocumentOptions): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    let settled = false;
    const settle = (answer: boolean) => {
      if (settled) return;
      settled = true;
      resolve(answer);
    };
    modals.openConfirmModal({
      title,
      centered: true,
      closeOnEscape: true,
      // The Enter that pressed OK must not reach the screen below (a select, a form) once the dialog is gone.
      onKeyDown: (event) => {
        if (event.key === 'Enter') event.stopPropagation();
      },
      children: (
        <Stack gap="sm">
          <Text fw={600}>{message}</Text>
          {facts.length > 0 && (
            <Table withRowBorders={false} verticalSpacing={2} data-testid="konfirmasi-ringkasan">
              <Table.Tbody>
                {facts.map((fact) => (
                  <Table.Tr key={fact.label}>
                    <Table.Td>
                      <Text size="sm">{fact.label}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Group justify="flex-end">
                        <Text size="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
                          {fact.value}
                        </Text>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
      ),
      labels: { confirm: confirmLabel, cancel: cancelLabel },
      confirmProps: { 'data-autofocus': true, ...(danger ? { color: 'red' } : {}) } as Record<string, unknown>,
      onConfirm: () => settle(true),
      onCancel: () => settle(false),
      onClose: () => settle(false),
    });
  });
}
