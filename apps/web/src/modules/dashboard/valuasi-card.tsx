// The owner's card on /dashboard: the whole chain's stock today — pieces, grams, fine grams, and its worth at
// today's selling and buy-back prices — with the change since each store's last close and where it came from.
// Loaded only for OWN/SU, lazily: the dashboard's first load carries none of it (the server refuses anyone else).
import { Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { compareGrams, formatGrams, formatQty, formatRupiah, pemilikApi, subGrams, type ValuasiRantai } from '@kencana/core';
import { useApiQuery } from '../../lib/api.ts';

export const VALUASI_CARD_TEXT = {
  judul: 'Valuasi Stock Hari Ini (Semua Toko)',
  toko: 'toko',
  pcs: 'pcs',
  gr: 'gr',
  murni: 'gr murni',
  nilaiJual: 'Nilai Harga Jual',
  nilaiBeli: 'Nilai Harga Beli',
  sejakKemarin: 'Sejak Tutup Kemarin',
  asal: 'Asal Perubahan',
} as const;

const numeric = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** A signed rupiah amount: +Rp 1.000 / -Rp 1.000. */
const signedRupiah = (n: number) => `${n >= 0 ? '+' : '-'}${formatRupiah(Math.abs(n))}`;
/** Signed grams between two exact texts (exact decimal arithmetic). */
function gramsDelta(now: string, before: string): string {
  const shown = formatGrams(subGrams(now, before));
  return shown.startsWith('-') ? shown : `+${shown}`;
}

export function ValuasiCardContent({ data }: { data: ValuasiRantai }) {
  const { total, kemarin } = data;
  const delta = total.nilai_beli - kemarin.nilai_beli;
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs">
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {VALUASI_CARD_TEXT.judul}
        </Text>
        <Text size="xs" fw={600} c={delta < 0 ? 'red' : delta > 0 ? 'green' : 'dimmed'} style={numeric}>
          {`${VALUASI_CARD_TEXT.sejakKemarin}: ${signedRupiah(delta)} (${gramsDelta(total.berat, kemarin.berat)} ${VALUASI_CARD_TEXT.gr})`}
        </Text>
      </Group>
      <Group gap="xl" wrap="wrap">
        <Text size="sm" style={numeric}>
          {`${formatQty(total.qty)} ${VALUASI_CARD_TEXT.pcs} · ${formatGrams(total.berat)} ${VALUASI_CARD_TEXT.gr} · ${formatGrams(total.berat_murni)} ${VALUASI_CARD_TEXT.murni} · ${formatQty(data.toko)} ${VALUASI_CARD_TEXT.toko}`}
        </Text>
        <Text size="sm" fw={700} style={numeric}>{`${VALUASI_CARD_TEXT.nilaiJual} ${formatRupiah(total.nilai_jual)}`}</Text>
        <Text size="sm" fw={700} style={numeric}>{`${VALUASI_CARD_TEXT.nilaiBeli} ${formatRupiah(total.nilai_beli)}`}</Text>
      </Group>
      {data.perubahan.length > 0 && (
        <Text size="xs" c="dimmed">
          {`${VALUASI_CARD_TEXT.asal}: ${data.perubahan.map((p) => `${p.nama} ${compareGrams(p.berat, '0') > 0 ? '+' : ''}${formatGrams(p.berat)} ${VALUASI_CARD_TEXT.gr}`).join(' · ')}`}
        </Text>
      )}
    </Stack>
  );
}

export default function ValuasiCard() {
  const query = useApiQuery(pemilikApi.valuasiRantai, {});
  const data = query.data?.data;
  // A failure leaves the rest of the dashboard alone: the card simply stays away.
  if (query.isError) return null;
  return (
    <Paper withBorder radius="md" p="sm" aria-label={VALUASI_CARD_TEXT.judul}>
      {data ? <ValuasiCardContent data={data} /> : <Skeleton height={48} />}
    </Paper>
  );
}
