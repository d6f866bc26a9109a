import { sql } from 'drizzle-orm';
import { HARGA_100, KATEGORI_HARGA_KEY, SEMUA } from '@kencana/core';
import report from '@kencana/core/reports/tambah-barang';
import { defineQuery } from '../define-query.ts';

// Every item added by the form (TAMBAH_BARANG documents) or imported (IMPORT_BARANG) in the period, as the
// document put it on its tray: the weight at entry and the price of that weight at entry. The add flow
// stores no price on the document, only on the goods record, and an edit overwrites it with the price of
// the new weight. So the record's price is shown while the item still has the weight and category it came
// in with (it is the price it came in with: a typed or imported price included); once re-weighed or
// re-categorised, the price is worked out again for the entry weight at the gold price of the entry date,
// by the add form's rule (core hitungHargaJual: price a gram × grams, × purity % unless 'harga_100%',
// rounded up to Rp 500). The item's type and purity come from the goods record.
export default defineQuery(report, {
  orderBy: ['tgl_system', 'doc_no', 'kode_barcode'],
  sql: (p, ctx) => sql`
    SELECT to_char(m.tgl_system, 'YYYY-MM-DD') AS tgl_system, m.doc_no, m.kode_toko, m.kode_barcode, m.nama_barang,
           m.kode_group_tujuan AS kode_group, m.kode_dept_tujuan AS kode_dept, m.kode_baki_tujuan AS kode_baki, b.tipe_barang,
           b.kadar, 1 AS qty, m.berat_tujuan::text AS berat,
           CASE WHEN b.berat = m.berat_tujuan AND b.kode_group = m.kode_group_tujuan THEN b.harga_jual
                ELSE COALESCE(ceil(m.berat_tujuan * entry_price.harga * purity.factor / 500) * 500, b.harga_jual) END AS harga_jual,
           CASE WHEN m.doc_type = 'IMPORT_BARANG' THEN 'IMPORT' ELSE 'TAMBAH' END AS sumber, m.user_id
    FROM barang_mutasi m JOIN barang b ON b.kode_barcode = m.kode_barcode
    LEFT JOIN LATERAL (
      SELECT COALESCE(
        (SELECT h.harga FROM harga_emas h
         WHERE h.kode_group = m.kode_group_tujuan AND h.is_active AND h.tgl_berlaku <= m.tgl_system
         ORDER BY h.tgl_berlaku DESC LIMIT 1),
        (SELECT g.harga FROM groups g WHERE g.kode_group = m.kode_group_tujuan)) AS harga
    ) entry_price ON true
    LEFT JOIN LATERAL (
      SELECT CASE
        WHEN (SELECT value FROM para_system WHERE key = ${KATEGORI_HARGA_KEY} AND is_active LIMIT 1) = ${HARGA_100} THEN 1::numeric
        WHEN upper(trim(b.kadar)) ~ '^[0-9]{1,3}(\\.[0-9]{1,3})?K$' THEN rtrim(upper(trim(b.kadar)), 'K')::numeric * 100 / 24 / 100
        WHEN trim(b.kadar) ~ '^[0-9]{1,3}(\\.[0-9]{1,3})?$' THEN trim(b.kadar)::numeric / 100
      END AS factor
    ) purity ON true
    WHERE m.doc_type IN ('TAMBAH_BARANG', 'IMPORT_BARANG')
      AND m.tgl_system BETWEEN ${p.tgl_from}::date AND ${p.tgl_to}::date
      AND (${ctx.kode_toko}::text IS NULL OR m.kode_toko = ${ctx.kode_toko})
      AND (${p.kode_group} = ${SEMUA} OR m.kode_group_tujuan = ${p.kode_group})
      AND (${p.sumber} = ${SEMUA} OR (m.doc_type = 'IMPORT_BARANG') = (${p.sumber} = 'IMPORT'))`,
});
