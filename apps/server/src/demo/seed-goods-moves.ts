// Demo rows for the weighing screens: the demo goods carry their tare (a price tag and a plastic bag each, a
// stone on the goods with one), and two display trays of T01 were weighed this morning — one as the books
// say, one 0.150 g short — so /timbang-baki and /laporan-timbang-baki show real figures on a fresh start.
// A weighing writes no stock (it only records the comparison), so no ledger document is needed.
import { sql } from 'drizzle-orm';
import { DOC_PREFIXES, hitungTimbangBaki, subGrams } from '@kencana/core';
import { bakiPlace, placeCode } from '../ledger/places.ts';
import { nextDocNo } from '../numbering/next-doc-no.ts';
import { rows, type Tx } from '../db/client.ts';
import { timbang_baki } from '../db/schema/index.ts';

/** Tare of every demo item (grams): the price tag and the plastic bag; a stone where the item has one. */
export const DEMO_TARE = { bandrol: '0.050', plastik: '0.020', atribut: '0.150' } as const;

/** Trays of T01 weighed on the demo's business date, and what the scale read against the books. */
const DEMO_WEIGHINGS = [
  { kode_baki: 'KC01A', kurang: '0.000', jam: '08:15', keterangan: 'TIMBANG PAGI' },
  { kode_baki: 'KC01C', kurang: '0.150', jam: '08:20', keterangan: 'TIMBANG PAGI, CEK ULANG' },
] as const;

export async function seedGoodsMovesDemo(tx: Tx, today: string): Promise<void> {
  await tx.execute(sql`UPDATE barang SET berat_bandrol = ${DEMO_TARE.bandrol}, berat_plastik = ${DEMO_TARE.plastik},
                         berat_atribut = CASE WHEN nama_atribut IS NOT NULL AND nama_atribut <> '-' THEN ${DEMO_TARE.atribut}::numeric ELSE 0 END`);
  for (const weighing of DEMO_WEIGHINGS) {
    const place = placeCode(bakiPlace(weighing.kode_baki));
    const [tray] = await rows<{ kode_toko: string; kode_gudang: string; berat_baki: string }>(
      tx,
      sql`SELECT kode_toko, kode_gudang, berat_baki::text AS berat_baki FROM baki WHERE kode_baki = ${weighing.kode_baki}`,
    );
    const [ledger] = await rows<{ qty: number; berat: string }>(
      tx,
      sql`SELECT COALESCE(SUM(qty), 0)::int AS qty, COALESCE(SUM(berat), 0)::numeric(14,3)::text AS berat FROM stock_balances WHERE place = ${place}`,
    );
    const [tare] = await rows<{ bandrol: string; plastik: string; atribut: string }>(
      tx,
      sql`SELECT COALESCE(SUM(berat_bandrol), 0)::numeric(14,3)::text AS bandrol, COALESCE(SUM(berat_plastik), 0)::numeric(14,3)::text AS plastik,
                 COALESCE(SUM(berat_atribut), 0)::numeric(14,3)::text AS atribut FROM barang WHERE lokasi = ${place}`,
    );
    if (!tray || !ledger || !tare) continue;
    const figures = {
      berat_sistem: ledger.berat,
      berat_bandrol: tare.bandrol,
      berat_plastik: tare.plastik,
      berat_atribut: tare.atribut,
      berat_baki: tray.berat_baki,
    };
    const reading = subGrams(hitungTimbangBaki({ ...figures, berat_timbangan: '0' }).berat_seharusnya, weighing.kurang);
    const hasil = hitungTimbangBaki({ ...figures, berat_timbangan: reading });
    await tx.insert(timbang_baki).values({
      no_timbang: await nextDocNo(tx, DOC_PREFIXES.TIMBANG_BAKI, tray.kode_toko, today),
      kode_toko: tray.kode_toko,
      kode_gudang: tray.kode_gudang,
      kode_baki: weighing.kode_baki,
      tgl_system: today,
      qty: Number(ledger.qty),
      ...figures,
      berat_timbangan: reading,
      selisih: hasil.selisih,
      keterangan: weighing.keterangan,
      user_id: 'owner',
      created_at: new Date(`${today}T${weighing.jam}:00+07:00`),
    });
  }
}
