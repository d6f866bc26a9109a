// The goods record: price calculation, add (a ledger document EXTERNAL → tray) and edit (an adjustment
// document when the tray, category, type, weight or purity changes). Reading goods is barang-read.service.ts.
import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  barcodeFromRandom,
  BARCODE_ALPHABET,
  compareGrams,
  hitungHargaJual,
  MESSAGES,
  type BarangForm,
  type barangApi,
  type BodyOf,
} from '@kencana/core';
import type { CurrentUser } from '../../auth/current-user.ts';
import { assertSameStore } from '../../auth/policy.ts';
import { rows, type Queryable, type Tx } from '../../db/client.ts';
import { barang } from '../../db/schema/index.ts';
import type { AppDeps } from '../../http/context.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { goldPricePerGram, kategoriHarga } from '../../pricing/gold-price.ts';
import {
  bakiPlace,
  boundaryPlace,
  loadStore,
  loadTray,
  lockItems,
  newItemMutasi,
  placeCode,
  postDocument,
  purityOf,
} from '../../stock/index.ts';
import { takeFromShipment } from '../kiriman/index.ts';
import { finishedOrderLines } from '../tukang/index.ts';

/** A new barcode from the unambiguous alphabet (crypto randomness). */
export function newBarcode(): string {
  return barcodeFromRandom(Array.from({ length: 8 }, () => randomInt(0, BARCODE_ALPHABET.length)));
}

/** The selling price of weight × category (× purity under 'harga_100%'), rounded up to Rp 500. */
export async function priceOf(
  q: Queryable,
  kode_group: string,
  berat: string,
  kadar: string,
  tgl: string,
): Promise<{ harga_jual: number; harga_per_gram: number; kategori_harga: string }> {
  const harga_per_gram = (await goldPricePerGram(q, kode_group, tgl))?.harga ?? null;
  if (harga_per_gram === null) throw notFound(MESSAGES.kategoriTidakDitemukan);
  const rule = await kategoriHarga(q);
  let harga_jual: number;
  try {
    harga_jual = hitungHargaJual({ hargaPerGram: harga_per_gram, berat, kadar, kategoriHarga: rule });
  } catch {
    throw badRequest(MESSAGES.kadarTidakValid);
  }
  return { harga_jual, harga_per_gram, kategori_harga: rule ?? '-' };
}

export async function calculate(deps: AppDeps, user: CurrentUser, body: BodyOf<typeof barangApi.calculate>) {
  return priceOf(deps.db, body.kode_group, body.berat, body.kadar, user.tgl_system);
}

/** Category active, type of that category, destination store active: else a 4xx with the reason. */
async function checkReferences(q: Queryable, form: BarangForm): Promise<void> {
  const [group] = await rows<{ ok: boolean }>(q, sql`SELECT true AS ok FROM groups WHERE kode_group = ${form.kode_kategori} AND is_active`);
  if (!group) throw notFound(MESSAGES.kategoriTidakDitemukan);
  const [type] = await rows<{ kode_group: string }>(
    q,
    sql`SELECT kode_group FROM jenis WHERE kode_dept = ${form.kode_jenis} AND is_active`,
  );
  if (!type || type.kode_group !== form.kode_kategori) throw badRequest(MESSAGES.jenisTidakSesuaiKategori);
  await loadStore(q, form.tujuan);
}

/** The columns of the form that are stored as they are (not the place, not the ledger weight). */
function formColumns(form: BarangForm, harga_jual: number) {
  return {
    kode_barang: form.kode_barang === '-' ? form.kode_jenis : form.kode_barang,
    kode_intern: form.kode_intern,
    tag_id: form.tag_id,
    nama_barang: form.nama_barang,
    kode_group: form.kode_kategori,
    kode_dept: form.kode_jenis,
    tipe_barang: form.tipe_barang,
    berat_asli: form.berat_asli,
    berat_awal: form.berat_awal,
    berat_tukang: form.berat_tukang,
    berat_customer: form.berat_customer,
    berat_susut: form.berat_susut,
    susut_tukang: form.susut_tukang,
    berat_cad: form.berat_cad,
    berat_atribut: form.berat_atribut,
    berat_bandrol: form.berat_bandrol,
    berat_plastik: form.berat_plastik,
    kadar: form.kadar,
    kadar_cetak: form.kadar_cetak,
    kadar_modal: form.kadar_modal,
    nama_atribut: form.nama_atribut,
    harga_atribut: form.harga_atribut,
    harga_beli: form.harga_beli,
    harga_jual,
    harga_skrg: harga_jual,
    ongkos: form.ongkos,
    no_pesanan: form.no_pesanan,
    status: form.status,
    tujuan: form.tujuan,
  };
}

/**
 * Adds an item: a new unique barcode, the barang row and a ledger document (EXTERNAL → the tray) in one
 * transaction. The tray (kode_lokasi_toko) decides the store; staff may only add to their own store.
 */
export async function tambahBarang(deps: AppDeps, user: CurrentUser, form: BarangForm) {
  const saved = await postDocument(deps, user, {
    type: 'TAMBAH_BARANG',
    alwaysPosts: true,
    toko: async (tx) => (await loadTray(tx, form.kode_lokasi_toko)).kode_toko,
    plan: async ({ tx, store }) => {
      const tray = await loadTray(tx, form.kode_lokasi_toko);
      await checkReferences(tx, form);
      const harga_jual = form.harga_jual || (await priceOf(tx, form.kode_kategori, form.berat, form.kadar, store.tgl_system)).harga_jual;
      const to = bakiPlace(tray.kode_baki);
      const kadar = await purityOf(tx, form.kadar, form.kode_kategori);
      // Out of a shipment (KB/KC): the item's grams leave the shipment's bulk, refused beyond what remains. A custom
      // order's piece (status PESANAN) comes out of the finished order instead, never out of a shipment.
      const fromOrder = form.status === 'PESANAN';
      const shipment =
        form.no_kirim === '-' || fromOrder
          ? null
          : await takeFromShipment(tx, {
              no_kirim: form.no_kirim,
              kode_toko: store.kode_toko,
              kode_group: form.kode_kategori,
              kode_dept: form.kode_jenis,
              berat: form.berat,
              purity: kadar,
              itemPlace: to,
            });
      const kode_barcode = await insertWithNewBarcode(tx, {
        ...formColumns(form, harga_jual),
        no_kirim: form.no_kirim,
        berat: form.berat,
        tgl_last_beli: store.tgl_system,
      });
      const item = {
        kode_barcode,
        nama_barang: form.nama_barang,
        kode_group: form.kode_kategori,
        kode_dept: form.kode_jenis,
        berat: form.berat,
      };
      const order = fromOrder ? await finishedOrderLines(tx, { no_pesanan: form.no_pesanan, ...item, kadar, to }) : null;
      const reason = shipment ? `TAMBAH BARANG ${form.no_kirim}` : 'TAMBAH BARANG';
      const outside = [{ from: boundaryPlace('EXTERNAL', store.kode_toko), to, ...item, qty: 1, kadar, reason }];
      return {
        note: order
          ? `Tambah barang pesanan ${form.no_pesanan}`
          : shipment
            ? `Tambah barang dari kiriman ${form.no_kirim}`
            : 'Tambah barang',
        lines: order?.lines ?? (shipment ? [shipment.line, { to, ...item, qty: 1, kadar: shipment.line.kadar, reason }] : outside),
        losses: order?.losses,
        purity: order?.purity ?? shipment?.purity,
        history: [newItemMutasi({ ...item, harga_jual }, to, reason)],
        result: { kode_barcode, harga_jual },
      };
    },
  });
  return {
    message: MESSAGES.dataBerhasilDisimpan,
    data: { kode_barcode: saved.kode_barcode, no_dokumen: saved.no_dokumen, harga_jual: saved.harga_jual },
  };
}

/**
 * Inserts an item under a fresh barcode. A taken code (1 in ~10^12 per existing item) is skipped without
 * aborting the transaction (ON CONFLICT DO NOTHING) and another is drawn.
 */
export async function insertWithNewBarcode(tx: Tx, values: Omit<typeof barang.$inferInsert, 'kode_barcode'>): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const kode_barcode = newBarcode();
    const inserted = await tx
      .insert(barang)
      .values({ ...values, kode_barcode })
      .onConflictDoNothing({ target: barang.kode_barcode })
      .returning({ kode_barcode: barang.kode_barcode });
    if (inserted.length === 1) return kode_barcode;
  }
  throw conflict(MESSAGES.barcodeSudahAda);
}

/**
 * Edits an item lying on a tray. Descriptive fields are updated in place; a change of tray (within the
 * store), category, type or weight is an EDIT_BARANG ledger document that restates the item, the weight
 * difference being declared loss or gain. An item in transit, sold or destroyed cannot be edited.
 */
export async function editBarang(deps: AppDeps, user: CurrentUser, kode_barcode: string, form: BarangForm) {
  const saved = await postDocument(deps, user, {
    type: 'EDIT_BARANG',
    toko: async (tx) =>
      (await rows<{ kode_toko: string | null }>(tx, sql`SELECT kode_toko FROM barang WHERE kode_barcode = ${kode_barcode}`))[0]?.kode_toko,
    plan: async ({ tx, store }) => {
      const item = (await lockItems(tx, [kode_barcode])).get(kode_barcode)!;
      if (item.lokasi_kind !== 'BAKI' || !item.kode_baki || item.kode_toko !== store.kode_toko)
        throw conflict(MESSAGES.barangTidakDapatDiubah);
      const tray = await loadTray(tx, form.kode_lokasi_toko);
      assertSameStore(tray.kode_toko, store.kode_toko);
      await checkReferences(tx, form);
      const harga_jual = form.harga_jual || (await priceOf(tx, form.kode_kategori, form.berat, form.kadar, store.tgl_system)).harga_jual;
      // Category, type and weight are the kernel's to write (below, as the document restates the item).
      const { kode_group: _group, kode_dept: _dept, ...descriptive } = formColumns(form, harga_jual);
      await tx
        .update(barang)
        .set({ ...descriptive, updated_at: sql`now()` })
        .where(sql`${barang.kode_barcode} = ${kode_barcode}`);

      const from = {
        place: bakiPlace(item.kode_baki),
        kode_group: item.kode_group,
        kode_dept: item.kode_dept,
        berat: item.berat,
        purity: item.purity,
      };
      const to = {
        place: bakiPlace(tray.kode_baki),
        kode_group: form.kode_kategori,
        kode_dept: form.kode_jenis,
        berat: form.berat,
        purity: await purityOf(tx, form.kadar, form.kode_kategori),
      };
      const unchanged =
        item.kode_baki === tray.kode_baki &&
        item.kode_group === to.kode_group &&
        item.kode_dept === to.kode_dept &&
        compareGrams(item.berat, form.berat) === 0 &&
        item.purity === to.purity;
      if (unchanged) return { lines: [], result: { kode_barcode, harga_jual } };
      return {
        note: 'Edit barang',
        restate: [{ kode_barcode, from, to, reason: 'KOREKSI BARANG' }],
        history: [
          {
            kode_barcode,
            nama_barang: form.nama_barang,
            kode_group_asal: item.kode_group,
            kode_group_tujuan: form.kode_kategori,
            kode_dept_asal: item.kode_dept,
            kode_dept_tujuan: form.kode_jenis,
            lokasi_asal: item.lokasi ?? '',
            lokasi_tujuan: placeCode(to.place),
            kode_baki_asal: item.kode_baki,
            kode_baki_tujuan: tray.kode_baki,
            berat_asal: item.berat,
            berat_tujuan: form.berat,
            kadar_asal: item.kadar,
            kadar_tujuan: form.kadar,
            harga_jual,
            keterangan: 'EDIT BARANG',
          },
        ],
        result: { kode_barcode, harga_jual },
      };
    },
  });
  return {
    message: MESSAGES.dataBerhasilDiedit,
    data: { kode_barcode: saved.kode_barcode, no_dokumen: saved.no_dokumen, harga_jual: saved.harga_jual },
  };
}
