// The weighing of a tray, live: the ledger's figures of the tray and its tare (tray, tags, plastic,
// attributes), the weight the scale should show, and — as the scale's weight is typed — the net gold on the
// tray and its difference from the books, computed exactly by core's hitungTimbangBaki.
import { Paper, SimpleGrid } from '@mantine/core';
import { compareGrams, formatGrams, formatQty, hitungTimbangBaki, isGramString, type TimbangBakiHasil } from '@kencana/core';
import { Figure } from '../../components/figure/index.ts';

export const TIMBANG_TEXT = {
  qty: 'Qty Barang',
  beratSistem: 'Berat Sistem',
  beratBaki: 'Berat Baki',
  bandrol: 'Bandrol',
  plastik: 'Plastik',
  atribut: 'Atribut',
  tara: 'Total Tara',
  seharusnya: 'Seharusnya Di Timbangan',
  timbangan: 'Berat Timbangan',
  bersih: 'Berat Bersih',
  selisih: 'Selisih',
  cocok: 'COCOK',
  kurang: 'KURANG',
  lebih: 'LEBIH',
} as const;

export interface TimbangFigures {
  qty: number;
  berat_sistem: string;
  berat_baki: string;
  berat_bandrol: string;
  berat_plastik: string;
  berat_atribut: string;
}

/** The comparison for a typed scale weight, or null while the text is not (yet) a weight. */
export function hitungTimbangan(figures: TimbangFigures, berat_timbangan: string): TimbangBakiHasil | null {
  const text = berat_timbangan.trim();
  if (!text || !isGramString(text) || text.endsWith('.')) return null;
  return hitungTimbangBaki({ ...figures, berat_timbangan: text });
}

const gr = (value: string) => `${formatGrams(value, 3)} gr`;

export function TimbangHitung({ figures, berat_timbangan }: { figures: TimbangFigures; berat_timbangan: string }) {
  const tare = hitungTimbangBaki({ ...figures, berat_timbangan: '0' });
  const hasil = hitungTimbangan(figures, berat_timbangan);
  const sign = hasil ? compareGrams(hasil.selisih, '0') : 0;
  const color = !hasil ? undefined : sign === 0 ? 'green' : sign < 0 ? 'red' : 'orange';
  const verdict = !hasil ? '' : sign === 0 ? TIMBANG_TEXT.cocok : sign < 0 ? TIMBANG_TEXT.kurang : TIMBANG_TEXT.lebih;
  return (
    <SimpleGrid cols={2} spacing="xs">
      <Paper withBorder p="xs" radius="sm">
        <SimpleGrid cols={4} spacing="xs" verticalSpacing={6}>
          <Figure label={TIMBANG_TEXT.qty} value={`${formatQty(figures.qty)} pcs`} />
          <Figure label={TIMBANG_TEXT.beratSistem} value={gr(figures.berat_sistem)} testId="berat-sistem" />
          <Figure label={TIMBANG_TEXT.tara} value={gr(tare.berat_tara)} testId="berat-tara" />
          <Figure label={TIMBANG_TEXT.seharusnya} value={gr(tare.berat_seharusnya)} strong testId="berat-seharusnya" />
          <Figure label={TIMBANG_TEXT.beratBaki} value={gr(figures.berat_baki)} />
          <Figure label={TIMBANG_TEXT.bandrol} value={gr(figures.berat_bandrol)} />
          <Figure label={TIMBANG_TEXT.plastik} value={gr(figures.berat_plastik)} />
          <Figure label={TIMBANG_TEXT.atribut} value={gr(figures.berat_atribut)} />
        </SimpleGrid>
      </Paper>
      <Paper withBorder p="xs" radius="sm" bg={hasil ? `var(--mantine-color-${color}-0)` : undefined}>
        <SimpleGrid cols={3} spacing="xs">
          <Figure label={TIMBANG_TEXT.timbangan} value={hasil ? gr(berat_timbangan.trim()) : '-'} testId="berat-timbangan" />
          <Figure label={TIMBANG_TEXT.bersih} value={hasil ? gr(hasil.berat_bersih) : '-'} testId="berat-bersih" />
          <Figure
            label={`${TIMBANG_TEXT.selisih}${verdict ? ` (${verdict})` : ''}`}
            value={hasil ? gr(hasil.selisih) : '-'}
            strong
            color={color}
            testId="selisih"
          />
        </SimpleGrid>
      </Paper>
    </SimpleGrid>
  );
}
