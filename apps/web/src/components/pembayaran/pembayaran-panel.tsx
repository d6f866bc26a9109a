// The payment split of a sale: one row per way of paying (cash, transfer with its bank, debit/credit card
// with its bank, QRIS, marketplace with its order number), the total paid, and what is missing or the change
// to give back — by core's rule (ringkasBayar): change only from cash, never underpaid.
import { ActionIcon, Button, Checkbox, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import {
  BAYAR_DENGAN_BANK,
  formatRupiah,
  JENIS_BAYAR_JUAL,
  PENJUALAN_MESSAGES as PM,
  ringkasBayar,
  type JenisBayar,
  type JenisBayarJual,
  type PembayaranJualInput,
} from '@kencana/core';
import { MoneyInput } from '../inputs/index.ts';

/** One payment row as the form keeps it: the amount as digits. */
export interface BayarRow {
  id: number;
  /** Deposits: TITIPAN spends the customer's deposit (`no_referensi` holds its slip number). */
  jenis: JenisBayarJual;
  jumlah: string;
  kode_bank: string;
  kode_marketplace: string;
  no_referensi: string;
}

export const BAYAR_TEXT = {
  pembayaran: 'Pembayaran',
  jenis: 'Jenis',
  jumlah: 'Jumlah',
  bank: 'Bank',
  marketplace: 'Marketplace',
  noPesanan: 'No Pesanan',
  noReferensi: 'No Ref',
  tambah: 'Tambah Pembayaran',
  uangPas: 'Uang Pas',
  totalHarga: 'Total Harga',
  totalBayar: 'Total Bayar',
  kurang: 'Kurang',
  kembalian: 'Kembalian',
  hapus: 'Hapus Pembayaran',
  // Deposits (titipan)
  noTitipan: 'No Titipan',
  saldoTitipan: 'Saldo Titipan',
  kembalianTitip: 'Kembalian Dititip Sebagai Titipan',
} as const;

export const JENIS_LABEL: Record<JenisBayar, string> = {
  CASH: 'Tunai (Cash)',
  TRANSFER: 'Transfer Bank',
  DEBIT: 'Kartu Debit',
  KREDIT: 'Kartu Kredit',
  QRIS: 'QRIS',
  MARKETPLACE: 'Marketplace',
};
/** The labels of a sale's payment methods: the counter's and the customer's deposit. */
export const JENIS_JUAL_LABEL: Record<JenisBayarJual, string> = { ...JENIS_LABEL, TITIPAN: 'Titipan' };

// Row ids count on from the page's load time, so rows restored from a draft never share an id with new ones.
let nextId = Date.now();
/** A new payment row (cash, empty amount by default). */
export const newBayarRow = (jenis: JenisBayarJual = 'CASH', jumlah = ''): BayarRow => ({
  id: nextId++,
  jenis,
  jumlah,
  kode_bank: '',
  kode_marketplace: '',
  no_referensi: '',
});

const amount = (row: BayarRow): number => (row.jumlah ? Number(row.jumlah) : 0);

/** The figures of a split against a total (rows with no amount count as 0). */
export function bayarSummary(total: number, rows: readonly BayarRow[]) {
  return ringkasBayar(
    total,
    rows.map((row) => ({ jenis: row.jenis, jumlah: amount(row) })),
  );
}

/** The rows as the contract takes them: empty rows left out, codes only where they belong. */
export function toPembayaran(rows: readonly BayarRow[]): PembayaranJualInput[] {
  return rows
    .filter((row) => amount(row) > 0)
    .map((row) =>
      row.jenis === 'TITIPAN'
        ? { jenis: row.jenis, jumlah: amount(row), no_titipan: row.no_referensi }
        : {
            jenis: row.jenis,
            jumlah: amount(row),
            ...(BAYAR_DENGAN_BANK.includes(row.jenis) ? { kode_bank: row.kode_bank } : {}),
            ...(row.jenis === 'MARKETPLACE' ? { kode_marketplace: row.kode_marketplace } : {}),
            ...(row.no_referensi ? { no_referensi: row.no_referensi } : {}),
          },
    );
}

export interface PembayaranPanelProps {
  total: number;
  rows: BayarRow[];
  onChange: (rows: BayarRow[]) => void;
  marketplaces: { value: string; label: string }[];
  disabled?: boolean;
  /** Deposits: the customer's deposit at this store (null: no customer known, or none), shown with a TITIPAN row. */
  titipan?: { saldo: number; no_titipan: string | null } | null;
  /** Deposits: keep the cash change as the customer's deposit. */
  kembalianTitip?: boolean;
  onKembalianTitipChange?: (value: boolean) => void;
}

export function PembayaranPanel({
  total,
  rows,
  onChange,
  marketplaces,
  disabled,
  titipan,
  kembalianTitip,
  onKembalianTitipChange,
}: PembayaranPanelProps) {
  const summary = bayarSummary(total, rows);
  const change = (id: number, patch: Partial<BayarRow>) => onChange(rows.map((row) => (row.id === id ? { ...row, ...patch } : row)));
  // "Exact money": the last row takes what is still missing.
  const uangPas = () => {
    const others = rows.slice(0, -1);
    const paid = others.reduce((sum, row) => sum + amount(row), 0);
    const last = rows.at(-1) ?? newBayarRow();
    onChange([...others, { ...last, jumlah: String(Math.max(0, total - paid)) }]);
  };

  return (
    <Paper withBorder radius="sm" p="xs">
      <Stack gap={6}>
        <Group justify="space-between">
          <Text fw={600} size="sm">
            {BAYAR_TEXT.pembayaran}
          </Text>
          <Group gap={4}>
            <Button size="compact-xs" variant="default" onClick={uangPas} disabled={disabled || total <= 0}>
              {BAYAR_TEXT.uangPas}
            </Button>
            <Button
              size="compact-xs"
              variant="light"
              leftSection={<IconPlus size={12} />}
              onClick={() => onChange([...rows, newBayarRow('TRANSFER')])}
              disabled={disabled}
            >
              {BAYAR_TEXT.tambah}
            </Button>
          </Group>
        </Group>
        <Group align="flex-start" wrap="nowrap" gap="md">
          <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
            {rows.map((row, index) => (
              <Group key={row.id} gap={4} wrap="nowrap" align="flex-end">
                <Select
                  size="xs"
                  w={128}
                  label={index === 0 ? BAYAR_TEXT.jenis : undefined}
                  aria-label={`${BAYAR_TEXT.jenis} ${index + 1}`}
                  data={JENIS_BAYAR_JUAL.map((jenis) => ({ value: jenis, label: JENIS_JUAL_LABEL[jenis] }))}
                  value={row.jenis}
                  allowDeselect={false}
                  disabled={disabled}
                  onChange={(value) =>
                    value &&
                    change(
                      row.id,
                      value === 'TITIPAN'
                        ? // The deposit named by the customer's latest slip; at most its balance, or what is still open.
                          {
                            jenis: 'TITIPAN',
                            no_referensi: titipan?.no_titipan ?? '',
                            jumlah: String(
                              Math.max(
                                0,
                                Math.min(
                                  titipan?.saldo ?? 0,
                                  total - rows.filter((r) => r.id !== row.id).reduce((sum, r) => sum + amount(r), 0),
                                ),
                              ),
                            ),
                          }
                        : { jenis: value as JenisBayar, ...(row.jenis === 'TITIPAN' ? { no_referensi: '' } : {}) },
                    )
                  }
                />
                <MoneyInput
                  size="xs"
                  w={120}
                  label={index === 0 ? BAYAR_TEXT.jumlah : undefined}
                  aria-label={`${BAYAR_TEXT.jumlah} ${index + 1}`}
                  value={row.jumlah}
                  disabled={disabled}
                  onValueChange={(digits) => change(row.id, { jumlah: digits })}
                />
                {(BAYAR_DENGAN_BANK as readonly string[]).includes(row.jenis) && (
                  <TextInput
                    size="xs"
                    w={84}
                    placeholder={BAYAR_TEXT.bank}
                    aria-label={`${BAYAR_TEXT.bank} ${index + 1}`}
                    maxLength={20}
                    value={row.kode_bank}
                    disabled={disabled}
                    onChange={(event) => change(row.id, { kode_bank: event.currentTarget.value.toUpperCase() })}
                  />
                )}
                {row.jenis === 'MARKETPLACE' && (
                  <Select
                    size="xs"
                    w={110}
                    placeholder={BAYAR_TEXT.marketplace}
                    aria-label={`${BAYAR_TEXT.marketplace} ${index + 1}`}
                    data={marketplaces}
                    value={row.kode_marketplace || null}
                    disabled={disabled}
                    onChange={(value) => change(row.id, { kode_marketplace: value ?? '' })}
                  />
                )}
                {row.jenis === 'TITIPAN' && (
                  <Text
                    size="xs"
                    c={titipan && titipan.saldo > 0 ? 'teal' : 'red'}
                    data-testid="saldo-titipan-jual"
                    style={{ whiteSpace: 'nowrap' }}
                  >
                    {BAYAR_TEXT.saldoTitipan} {formatRupiah(titipan?.saldo ?? 0)}
                  </Text>
                )}
                {row.jenis !== 'CASH' && row.jenis !== 'TITIPAN' && (
                  <TextInput
                    size="xs"
                    w={row.jenis === 'MARKETPLACE' ? 96 : 110}
                    placeholder={row.jenis === 'MARKETPLACE' ? BAYAR_TEXT.noPesanan : BAYAR_TEXT.noReferensi}
                    aria-label={`${row.jenis === 'MARKETPLACE' ? BAYAR_TEXT.noPesanan : BAYAR_TEXT.noReferensi} ${index + 1}`}
                    maxLength={50}
                    value={row.no_referensi}
                    disabled={disabled}
                    onChange={(event) => change(row.id, { no_referensi: event.currentTarget.value.toUpperCase() })}
                  />
                )}
                {rows.length > 1 && (
                  <ActionIcon
                    size="md"
                    variant="subtle"
                    color="red"
                    aria-label={`${BAYAR_TEXT.hapus} ${index + 1}`}
                    disabled={disabled}
                    onClick={() => onChange(rows.filter((r) => r.id !== row.id))}
                  >
                    <IconTrash size={14} />
                  </ActionIcon>
                )}
              </Group>
            ))}
          </Stack>
          <Stack gap={0} w={270} style={{ flexShrink: 0 }}>
            <Figure label={BAYAR_TEXT.totalHarga} value={formatRupiah(total)} strong />
            <Figure label={BAYAR_TEXT.totalBayar} value={formatRupiah(summary.total_bayar)} />
            {summary.masalah === 'KURANG' ? (
              <Figure label={BAYAR_TEXT.kurang} value={formatRupiah(summary.kurang)} color="red" testId="bayar-kurang" />
            ) : (
              <Figure label={BAYAR_TEXT.kembalian} value={formatRupiah(summary.kembalian)} color="teal" strong testId="bayar-kembalian" />
            )}
            {summary.kembalian > 0 && onKembalianTitipChange && (
              <Checkbox
                size="xs"
                mt={4}
                label={BAYAR_TEXT.kembalianTitip}
                checked={Boolean(kembalianTitip)}
                disabled={disabled}
                onChange={(event) => onKembalianTitipChange(event.currentTarget.checked)}
              />
            )}
            {summary.masalah === 'NON_TUNAI_LEBIH' && (
              <Text size="xs" c="red" role="alert">
                {PM.nonTunaiMelebihiTotal}
              </Text>
            )}
          </Stack>
        </Group>
      </Stack>
    </Paper>
  );
}

function Figure({
  label,
  value,
  strong,
  color,
  testId,
}: {
  label: string;
  value: string;
  strong?: boolean;
  color?: string;
  testId?: string;
}) {
  return (
    <Group justify="space-between" gap="xs">
      <Text size="sm" c={color}>
        {label}
      </Text>
      <Text
        size={strong ? 'md' : 'sm'}
        fw={strong ? 700 : 500}
        c={color}
        data-testid={testId}
        style={{ fontVariantNumeric: 'tabular-nums' }}
      >
        {value}
      </Text>
    </Group>
  );
}
