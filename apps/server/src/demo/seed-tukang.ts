// The craftsmen's starting point in the demo: the head store keeps its craftsmen's gold on a tray of
// a warehouse of its own (BHN, GUDANG BAHAN TUKANG), as bulk BAHAN and PATRI of 17K, booked as an opening
// balance. A warehouse and tray of their own so the goods trays' demo figures stay as they were.
import { DOC_PREFIXES, GUDANG_BAHAN_TUKANG } from '@kencana/core';
import type { Tx } from '../db/client.ts';
import { baki, gudang } from '../db/schema/index.ts';
import { bakiPlace, boundaryPlace } from '../ledger/places.ts';
import { postMovements } from '../ledger/post-movements.ts';
import { nextDocNo } from '../numbering/next-doc-no.ts';

export const DEMO_BAHAN_GUDANG = { kode_gudang: GUDANG_BAHAN_TUKANG, nama_gudang: 'GUDANG BAHAN TUKANG' } as const;
export const DEMO_BAHAN_BAKI = 'BHN01A';

export async function seedTukangDemo(tx: Tx, kode_toko: string, opening: string): Promise<void> {
  await tx.insert(gudang).values(DEMO_BAHAN_GUDANG);
  await tx.insert(baki).values({
    kode_baki: DEMO_BAHAN_BAKI,
    nama_baki: 'BAKI BAHAN TUKANG',
    kode_gudang: DEMO_BAHAN_GUDANG.kode_gudang,
    kode_toko,
    berat_baki: '0',
  });
  const doc_no = await nextDocNo(tx, DOC_PREFIXES.SALDO_AWAL, kode_toko, opening);
  const line = (kode_dept: string, berat: string) => ({
    from: boundaryPlace('EXTERNAL', kode_toko),
    to: bakiPlace(DEMO_BAHAN_BAKI),
    kode_group: '17K',
    kode_dept,
    qty: 0,
    berat,
    reason: 'SALDO AWAL BAHAN',
  });
  await postMovements(
    tx,
    { doc_no, doc_type: 'SALDO_AWAL', kode_toko, tgl_system: opening, user_id: 'owner', note: 'Saldo awal bahan tukang demo' },
    [line('BAHAN', '250'), line('PATRI', '25')],
  );
}
