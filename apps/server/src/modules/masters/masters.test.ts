import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  addDays,
  dataSudahAda,
  dataSudahDihapus,
  DELETED_MARKER,
  formFields,
  isFixedField,
  keysOf,
  MASTER_API,
  MASTER_LIST,
  MASTERS,
  masihDipakai,
  MESSAGES,
  opsOf,
  requiredMessage,
  refOf,
  rowId,
  rowLabel,
  tidakDitemukan,
  type InUseRule,
  type MasterDefinition,
  type MasterField,
} from '@kencana/core';
import { rows } from '../../db/client.ts';
import { checkLedgerInvariants } from '../../ledger/invariants.ts';
import { bearer, createTestApp, loginAs, TEST_TODAY, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let owner: string;
let kasir: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = (await loginAs(t.app, 'owner', 'owner123')).token;
  kasir = (await loginAs(t.app, 'kasir', 'kasir123')).token;
});
afterAll(async () => {
  expect(await checkLedgerInvariants(t.db)).toEqual([]);
  await t.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, path: string, token: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/v1/${path}`,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const withId = (path: string, id: string | number) => path.replace(':id', encodeURIComponent(String(id)));
type Row = Record<string, unknown>;

async function list(def: MasterDefinition, token = owner, query = ''): Promise<Row[]> {
  const response = await call('GET', `${MASTER_API[def.key as keyof typeof MASTER_API].list.path}${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

const countRows = async (table: string) =>
  Number((await rows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`))[0]?.n);

/** A valid value of a field for the n-th record a test makes. */
async function sampleValue(field: MasterField, n: number): Promise<unknown> {
  switch (field.type) {
    case 'code':
      return `ZT${n}`;
    case 'text':
      return `uji ${field.label} ${n}`;
    case 'digits':
      return `08123${n}`;
    case 'rupiah':
      return 150_000 + n;
    case 'int':
      return 7 + n;
    case 'grams':
      return '1.25';
    case 'percent':
      return '2.5';
    case 'purity':
      return `${10 + n}.25`;
    case 'date':
      return addDays(TEST_TODAY, 30 + n);
    case 'password':
      return 'rahasia123';
    case 'select': {
      if (field.options) return field.options[0];
      const target = MASTER_API[field.list!].definition;
      const first = (await list(target))[0];
      return first?.[refOf(target)];
    }
  }
}

async function sampleBody(def: MasterDefinition, n: number): Promise<Row> {
  const body: Row = {};
  for (const field of formFields(def, 'add')) body[field.name] = await sampleValue(field, n);
  return body;
}

/** What an edit changes: texts get a suffix, numbers grow; selects, keys and fixed fields stay. */
function editBody(def: MasterDefinition, saved: Row): Row {
  const body: Row = {};
  for (const field of formFields(def, 'edit').filter((f) => !isFixedField(def, f))) {
    const value = saved[field.name];
    if (field.type === 'text') body[field.name] = `${String(value)} baru`;
    else if (field.type === 'rupiah' || field.type === 'int') body[field.name] = Number(value) + 1000;
    else if (field.type === 'grams') body[field.name] = '2.5';
    else if (field.type === 'percent') body[field.name] = '7.25';
    else body[field.name] = value;
  }
  return body;
}

const withAdd = MASTER_LIST.filter((def) => opsOf(def).includes('add'));

describe('every master definition through its API', () => {
  it.each(withAdd.map((def, i) => [def.key, def, i] as const))(
    '%s: create → list → edit → delete → add again → DELETED → reactivate',
    async (_key, def, n) => {
      const api = MASTER_API[def.key as keyof typeof MASTER_API];
      const body = await sampleBody(def, n);

      const added = await call('POST', api.add.path, owner, body);
      expect(added.statusCode, added.body).toBe(200);
      expect(added.json().message).toBe(MESSAGES.dataBerhasilDisimpan);
      const saved: Row = added.json().data;
      expect(saved.is_active).toBe(true);
      for (const field of formFields(def, 'add').filter((f) => f.type === 'text' || f.type === 'code')) {
        expect(saved[field.name], field.name).toBe(String(body[field.name]).toUpperCase());
      }
      const id = String(saved[def.id]);
      const byId = (r: Row) => String(r[def.id]) === id;
      expect((await list(def)).some(byId)).toBe(true);

      const changes = editBody(def, saved);
      const edited = await call('PUT', withId(api.edit.path, id), owner, changes);
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json().message).toBe(MESSAGES.dataBerhasilDiedit);
      const listed = (await list(def)).find(byId)!;
      for (const [name, value] of Object.entries(changes)) {
        const field = def.fields.find((f) => f.name === name)!;
        if (field.type === 'text') expect(listed[name]).toBe(String(value).toUpperCase());
        else if (field.type === 'grams' || field.type === 'percent') expect(Number(listed[name])).toBe(Number(value));
        else expect(listed[name]).toEqual(value);
      }

      const deleted = await call('DELETE', withId(api.remove.path, id), owner);
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(deleted.json()).toEqual({ message: MESSAGES.dataBerhasilDiHapus });
      expect((await list(def)).some(byId)).toBe(false);
      // Renamable lists (atribut, pabrik) were renamed by the edit: the add that meets the deleted record uses its current keys.
      const current = { ...body, ...Object.fromEntries(keysOf(def).map((k) => [k, listed[k]])) };
      const label = rowLabel(def, listed);

      const again = await call('POST', api.add.path, owner, current);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toContain(DELETED_MARKER);
      expect(again.json()).toEqual({ message: dataSudahDihapus(def.noun, label), id });

      const reactivated = await call('PUT', withId(api.reactive.path, id), owner, changes);
      expect(reactivated.statusCode, reactivated.body).toBe(200);
      expect(reactivated.json().message).toBe(MESSAGES.dataBerhasilDiaktifkan);
      expect((await list(def)).some(byId)).toBe(true);

      const duplicate = await call('POST', api.add.path, owner, current);
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json().message).toBe(dataSudahAda(def.noun, label));

      const events = await rows<{ event: string }>(
        t.db,
        sql`SELECT event FROM audit_log WHERE detail->>'master' = ${def.key} AND detail->>'id' = ${id} ORDER BY id`,
      );
      expect(events.map((e) => e.event)).toEqual(['MASTER_TAMBAH', 'MASTER_EDIT', 'MASTER_HAPUS', 'MASTER_AKTIFKAN']);
    },
  );

  it.each(withAdd.map((def, i) => [def.key, def, i] as const))(
    '%s: each required field missing → its message, 4xx, nothing written',
    async (_key, def, n) => {
      const api = MASTER_API[def.key as keyof typeof MASTER_API];
      const body = await sampleBody(def, 100 + n);
      const before = await countRows(def.table);
      for (const field of formFields(def, 'add').filter((f) => f.required !== false)) {
        for (const missing of [undefined, '']) {
          const response = await call('POST', api.add.path, owner, { ...body, [field.name]: missing });
          expect(response.statusCode, `${field.name}`).toBe(400);
          expect(response.json().message).toBe(requiredMessage(field));
        }
      }
      expect(await countRows(def.table)).toBe(before);
    },
  );

  it.each(MASTER_LIST.filter((d) => d.route).map((def) => [def.key, def] as const))(
    '%s: the cashier without the menu is refused every change (403)',
    async (_key, def) => {
      const api = MASTER_API[def.key as keyof typeof MASTER_API];
      const before = await countRows(def.table);
      const first = (await list(def))[0]!;
      const id = String(first[def.id]);
      const attempts = [
        call('POST', api.add.path, kasir, await sampleBody(def, 200)),
        call(api.edit.method, withId(api.edit.path, id), kasir, editBody(def, first)),
        call('DELETE', withId(api.remove.path, id), kasir),
        call('PUT', withId(api.reactive.path, id), kasir, {}),
      ];
      for (const response of await Promise.all(attempts)) {
        // Routes a definition does not offer (add/delete of Master Toko) do not exist at all.
        expect([403, 404]).toContain(response.statusCode);
        if (response.statusCode === 403) expect(response.json().message).toBe(MESSAGES.aksesDitolak);
      }
      const offered = await call(api.edit.method, withId(api.edit.path, id), kasir, editBody(def, first));
      expect(offered.statusCode).toBe(403);
      expect(await countRows(def.table)).toBe(before);
      expect((await list(def)).find((r) => String(r[def.id]) === id)).toEqual(first);
    },
  );
});

describe('in-use records are not deleted', () => {
  async function refuse(def: MasterDefinition, label: string, by: string) {
    const api = MASTER_API[def.key as keyof typeof MASTER_API];
    const all = () => list(def, owner, def.storeScoped ? '?kode_toko=SEMUA' : '');
    const row = (await all()).find((r) => rowLabel(def, r) === label)!;
    const response = await call('DELETE', withId(api.remove.path, rowId(def, row)), owner);
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().message).toBe(masihDipakai(def.noun, label, by));
    expect((await all()).some((r) => rowLabel(def, r) === label)).toBe(true);
  }

  // One case per named rule (the Record makes a new rule fail to compile until it has a case).
  const RULE_CASES: Record<InUseRule, () => Promise<void>> = {
    groupHasStock: () => refuse(MASTER_API.group.definition, '24K', 'Stock Barang'),
    jenisHasStock: async () => {
      const [held] = await rows<{ kode_dept: string }>(
        t.db,
        sql`SELECT kode_dept FROM stock_balances WHERE place_kind = 'BAKI' AND qty > 0 ORDER BY kode_dept LIMIT 1`,
      );
      await refuse(MASTER_API.jenis.definition, held!.kode_dept, 'Stock Barang');
    },
    bakiHoldsStock: () => refuse(MASTER_API.baki.definition, 'KC01A', 'Stock Di Baki'),
    gudangSistem: () => refuse(MASTER_API.gudang.definition, 'SP-LN', 'Proses Sistem'),
    atributOnGoods: () => refuse(MASTER_API.atribut.definition, 'BATU ZIRKON', 'Barang'),
    // A bank account with money in it; the same account once emptied is still refused by its entries.
    rekeningHoldsMoney: async () => {
      await bankDocument('TAMBAH', 'ZREK1', 250_000);
      await refuse(MASTER_API.rekening.definition, 'ZREK1', 'Saldo Rekening');
    },
    rekeningHasEntries: async () => {
      await bankDocument('TAMBAH', 'ZREK2', 250_000);
      await bankDocument('AMBIL', 'ZREK2', 250_000);
      await refuse(MASTER_API.rekening.definition, 'ZREK2', 'Transaksi Bank');
    },
  };
  // A new account of T01 (kept once created), and money into or out of it through /tambah-uang-bank, /ambil-uang-bank.
  async function bankDocument(jenis: 'TAMBAH' | 'AMBIL', kode_rekening: string, jumlah: number) {
    const rekening = { kode_rekening, nama_bank: 'BCA', no_rekening: '5550001', atas_nama: 'UJI', kode_toko: 'T01' };
    const added = await call('POST', MASTER_API.rekening.add.path, owner, rekening);
    expect([200, 409]).toContain(added.statusCode);
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/v1/keuangan/bank',
      headers: { ...bearer(owner), 'idempotency-key': `${kode_rekening}-${jenis}` },
      payload: { jenis, kode_rekening, kode_transaksi: 'SETBANK', jumlah, keterangan: '' },
    });
    expect(posted.statusCode, posted.body).toBe(200);
  }

  it('deletes a bank account that never held money', async () => {
    const added = await call('POST', MASTER_API.rekening.add.path, owner, {
      kode_rekening: 'ZREK3',
      nama_bank: 'BRI',
      no_rekening: '5550003',
      atas_nama: 'UJI',
      kode_toko: 'T01',
    });
    expect(added.statusCode, added.body).toBe(200);
    expect((await call('DELETE', withId(MASTER_API.rekening.remove.path, 'ZREK3'), owner)).statusCode).toBe(200);
  });
  it.each(Object.entries(RULE_CASES))('%s', async (_rule, run) => run());

  it('refuses deleting a record another active record refers to (group of a type, warehouse of a tray, factory of a sales person, product category of a type)', async () => {
    expect(
      (await call('POST', 'group/add', owner, { kode_group: 'ZG1', nama_group: 'UJI', harga: 1000, persentase: '50' })).statusCode,
    ).toBe(200);
    expect((await call('POST', 'jenis/add', owner, { kode_dept: 'ZJ1', nama_dept: 'UJI', kode_group: 'ZG1' })).statusCode).toBe(200);
    await refuse(MASTER_API.group.definition, 'ZG1', 'Jenis');
    expect((await call('POST', 'gudang/add', owner, { kode_gudang: 'ZGD', nama_gudang: 'UJI' })).statusCode).toBe(200);
    expect(
      (await call('POST', 'baki/add', owner, { kode_baki: 'ZGD01', nama_baki: 'UJI', kode_gudang: 'ZGD', kode_toko: 'T01' })).statusCode,
    ).toBe(200);
    await refuse(MASTER_API.gudang.definition, 'ZGD', 'Baki');
    await refuse(MASTER_API.pabrik.definition, 'UBS', 'Sales');
    await refuse(MASTER_API.kategori.definition, 'PHS', 'Jenis');
    // Once the type is gone, the group may go.
    expect((await call('DELETE', 'jenis/delete/by-kode-dept/ZJ1', owner)).statusCode).toBe(200);
    expect((await call('DELETE', 'group/delete/by-kode-group/ZG1', owner)).statusCode).toBe(200);
  });

  it('refuses a select naming a deleted or unknown record, nothing written', async () => {
    const before = await countRows('jenis');
    const response = await call('POST', 'jenis/add', owner, { kode_dept: 'ZJ2', nama_dept: 'UJI', kode_group: 'TIDAKADA' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(tidakDitemukan('Group', 'TIDAKADA'));
    expect(await countRows('jenis')).toBe(before);
  });
});

describe('the spec lists', () => {
  const LISTS = [
    'tokos',
    'group/get/all',
    'jenis/get/all',
    'gudang/get/all',
    'gudang/get/all/master',
    'baki/get/all',
    'sales/get/all',
    'tukang/get/all',
    'ruginota/get/all',
    'hadiah/get/all',
    'parapoin/get/all',
    'masterkadar/get/all',
    'paratransaksi/get/all',
    'parakondisi/get/all',
    'parabeli/get/all',
    'parapinjaman/get/all',
    'marketplace',
    'parabandrol/get/all',
    'para-system',
    'masteratribut/get/all',
    'masterpabrik/get/all',
    'labeling/get/all',
    'kategori/get/all',
    'hargaemas/get/all',
  ];
  it.each(LISTS)('GET %s answers { data: [...] } with the demo rows, for any signed-in user', async (path) => {
    for (const token of [owner, kasir]) {
      const response = await call('GET', path, token);
      expect(response.statusCode, response.body).toBe(200);
      expect(Object.keys(response.json())).toEqual(['data']);
      expect(response.json().data.length).toBeGreaterThan(0);
    }
  });

  it('looks up by the keys the spec names', async () => {
    const group = (await call('GET', 'group/get/by-kode-group?kode_group=24K', owner)).json().data;
    expect(group).toEqual([{ kode_group: '24K', nama_group: 'EMAS 24 KARAT', harga: 2_150_000, persentase: '99.90', is_active: true }]);
    const jenis: Row[] = (await call('GET', 'jenis/get/by-kode-kategori/24K', owner)).json().data;
    expect(jenis.map((j) => j.kode_dept)).toEqual(['ANT24', 'CIN24', 'GEL24', 'KAL24', 'LIO24', 'LMB24']);
    const kc: Row[] = (await call('GET', 'baki/get/by-kode-gudang/KC', owner)).json().data;
    expect(kc.every((b) => b.kode_toko === 'T01' && b.kode_gudang === 'KC')).toBe(true);
    expect(kc.map((b) => b.kode_baki)).toEqual(expect.arrayContaining(['KC01A', 'KC01B', 'KC01C', 'KC01D']));
    const kcBandung: Row[] = (await call('GET', 'baki/get/by-kode-gudang/KC?kode_toko=T02', owner)).json().data;
    expect(kcBandung.every((b) => b.kode_toko === 'T02')).toBe(true);
    expect((await call('GET', 'baki/get/by-kode-baki/KS03A', owner)).json().data).toEqual([
      { kode_baki: 'KS03A', nama_baki: 'BAKI KS', kode_gudang: 'KS', kode_toko: 'T03', berat_baki: '120.000', is_active: true },
    ]);
    expect((await call('GET', 'sales/get/by-kode-sales/S001', kasir)).json().data[0].nama_sales).toBe('BUDI SANTOSO');
    expect((await call('GET', 'para-system/key/kategori_harga', kasir)).json().data).toEqual([
      { key: 'kategori_harga', value: 'harga_100%', keterangan: 'DASAR HARGA JUAL: 100% HARGA GROUP', is_active: true },
    ]);
    expect((await call('GET', 'sales/get/by-kode-sales/TIDAKADA', owner)).json().data).toEqual([]);
  });

  it('lists the user’s own store’s trays by default; OWN/SU another store or every store on request', async () => {
    const own: Row[] = (await call('GET', 'baki/get/all', kasir)).json().data;
    expect(new Set(own.map((b) => b.kode_toko))).toEqual(new Set(['T02']));
    const all: Row[] = (await call('GET', 'baki/get/all?kode_toko=SEMUA', owner)).json().data;
    expect(new Set(all.map((b) => b.kode_toko))).toEqual(new Set(['T01', 'T02', 'T03']));
    const bandung: Row[] = (await call('GET', 'baki/get/all?kode_toko=T02', owner)).json().data;
    expect(new Set(bandung.map((b) => b.kode_toko))).toEqual(new Set(['T02']));
  });

  // Trays name another store's stock: a cashier of T02 must not read T01's through any tray read.
  it('keeps a cashier to their own store’s trays on every tray read', async () => {
    const other = await call('GET', 'baki/get/all?kode_toko=T01', kasir);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(MESSAGES.aksesTokoLainDitolak);
    const semua: Row[] = (await call('GET', 'baki/get/all?kode_toko=SEMUA', kasir)).json().data;
    expect(semua.length).toBeGreaterThan(0);
    expect(new Set(semua.map((b) => b.kode_toko))).toEqual(new Set(['T02']));
    // Another store's tray by its code is not there for the cashier; their own is.
    expect((await call('GET', 'baki/get/by-kode-baki/KC01A', kasir)).json().data).toEqual([]);
    const ownTray = (await call('GET', 'baki/get/all', kasir)).json().data[0] as Row;
    expect((await call('GET', `baki/get/by-kode-baki/${String(ownTray.kode_baki)}`, kasir)).json().data).toEqual([ownTray]);
    const byGudang = await call('GET', 'baki/get/by-kode-gudang/KC?kode_toko=T01', kasir);
    expect(byGudang.statusCode).toBe(403);
    const kcOwn: Row[] = (await call('GET', 'baki/get/by-kode-gudang/KC', kasir)).json().data;
    expect(kcOwn.length).toBeGreaterThan(0);
    expect(kcOwn.every((b) => b.kode_toko === 'T02')).toBe(true);
  });

  it('lists deleted warehouses only in gudang/get/all/master', async () => {
    expect((await call('POST', 'gudang/add', owner, { kode_gudang: 'ZHAPUS', nama_gudang: 'UJI' })).statusCode).toBe(200);
    expect((await call('DELETE', 'gudang/delete/by-kode-gudang/ZHAPUS', owner)).statusCode).toBe(200);
    expect(((await call('GET', 'gudang/get/all', owner)).json().data as Row[]).some((g) => g.kode_gudang === 'ZHAPUS')).toBe(false);
    const master: Row[] = (await call('GET', 'gudang/get/all/master', owner)).json().data;
    expect(master.find((g) => g.kode_gudang === 'ZHAPUS')).toEqual({ kode_gudang: 'ZHAPUS', nama_gudang: 'UJI', is_active: false });
    // Re-activated as it was, with no body at all.
    const back = await call('PUT', 'gudang/reactive/by-kode-gudang/ZHAPUS', owner);
    expect(back.json()).toEqual({
      message: MESSAGES.dataBerhasilDiaktifkan,
      data: { kode_gudang: 'ZHAPUS', nama_gudang: 'UJI', is_active: true },
    });
    expect((await call('PUT', 'gudang/reactive/by-kode-gudang/ZHAPUS', owner)).json().message).toBe(MESSAGES.dataSudahAktif);
  });
});

describe('renaming an attribute or a factory (the spec edits the name by the record id)', () => {
  it('renames, refuses a name another record holds, and carries the new name to sales persons', async () => {
    const pabrik: Row[] = (await call('GET', 'masterpabrik/get/all', owner)).json().data;
    const ubs = pabrik.find((p) => p.nama_pabrik === 'UBS')!;
    const taken = await call('PUT', `masterpabrik/edit/by-nama-pabrik/${String(ubs.id)}`, owner, { nama_pabrik: 'antam' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(dataSudahAda('Pabrik', 'ANTAM'));
    const renamed = await call('PUT', `masterpabrik/edit/by-nama-pabrik/${String(ubs.id)}`, owner, { nama_pabrik: 'ubs jakarta' });
    expect(renamed.json()).toEqual({
      message: MESSAGES.dataBerhasilDiedit,
      data: { id: ubs.id, _id: String(ubs.id), nama_pabrik: 'UBS JAKARTA', is_active: true },
    });
    expect((await call('GET', 'sales/get/by-kode-sales/S001', owner)).json().data[0].nama_pabrik).toBe('UBS JAKARTA');
    await call('PUT', `masterpabrik/edit/by-nama-pabrik/${String(ubs.id)}`, owner, { nama_pabrik: 'UBS' });
  });
});

describe('Master Toko', () => {
  it('edits only nama_toko, by PUT or PATCH tokos/:id; no add, no delete', async () => {
    const put = await call('PUT', 'tokos/T03', owner, { kode_toko: 'X', nama_toko: 'kencana surabaya baru' });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().message).toBe(MESSAGES.dataBerhasilDiedit);
    expect(put.json().data).toMatchObject({ kode_toko: 'T03', nama_toko: 'KENCANA SURABAYA BARU' });
    const patch = await call('PATCH', 'tokos/T03', owner, { nama_toko: 'KENCANA SURABAYA' });
    expect(patch.statusCode).toBe(200);
    const tokos: Row[] = (await call('GET', 'tokos', owner)).json().data;
    expect(tokos.find((r) => r.kode_toko === 'T03')).toMatchObject({
      nama_toko: 'KENCANA SURABAYA',
      alamat_toko: expect.stringContaining('SURABAYA'),
    });
    expect((await call('POST', 'tokos/add', owner, { kode_toko: 'T09', nama_toko: 'X' })).statusCode).toBe(404);
    expect((await call('DELETE', 'tokos/delete/by-kode-toko/T03', owner)).statusCode).toBe(404);
    const empty = await call('PUT', 'tokos/T03', owner, { nama_toko: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Nama Toko Harus Diisi');
  });
});

describe('who may change a store record and the chain-wide parameters', () => {
  it('lets a T02 user holding the store menu rename T02 only: T01’s record is refused and stays as it was', async () => {
    await t.db.execute(sql`INSERT INTO user_menus (user_id, menu_name) VALUES ('kasir', '/master-toko') ON CONFLICT DO NOTHING`);
    t.deps.sessions.forgetHere({ user_id: 'kasir' });
    const before = (await list(MASTERS.toko, owner)).find((r) => r.kode_toko === 'T01');
    for (const method of ['PUT', 'PATCH'] as const) {
      const other = await call(method, 'tokos/T01', kasir, { nama_toko: 'TOKO KASIR' });
      expect(other.statusCode, other.body).toBe(403);
      expect(other.json().message).toBe(MESSAGES.aksesTokoLainDitolak);
    }
    expect((await list(MASTERS.toko, owner)).find((r) => r.kode_toko === 'T01')).toEqual(before);
    const own = await call('PUT', 'tokos/T02', kasir, { nama_toko: 'kencana bandung baru' });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data).toMatchObject({ kode_toko: 'T02', nama_toko: 'KENCANA BANDUNG BARU' });
    await call('PUT', 'tokos/T02', owner, { nama_toko: 'KENCANA BANDUNG' });
  });

  it('refuses Para System (the head-office store, the price rule) to a lower level holding the settings menu', async () => {
    await t.db.execute(sql`INSERT INTO user_menus (user_id, menu_name) VALUES ('kasir', '/settingsystem') ON CONFLICT DO NOTHING`);
    t.deps.sessions.forgetHere({ user_id: 'kasir' });
    const before = await list(MASTERS.para_system, owner);
    for (const key of ['toko_pusat', 'kategori_harga']) {
      const refused = await call('PUT', withId(MASTER_API.para_system.edit.path, key), kasir, { value: 'T02' });
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json().message).toBe(MESSAGES.hanyaOwnSuSettingSeluruhToko);
    }
    expect(await list(MASTERS.para_system, owner)).toEqual(before);
    const pusat = before.find((r) => r.key === 'toko_pusat');
    const edited = await call('PUT', withId(MASTER_API.para_system.edit.path, 'toko_pusat'), owner, { value: String(pusat?.value) });
    expect(edited.statusCode, edited.body).toBe(200);
  });
});

describe('store-scoped trays', () => {
  it('lets staff with the Master Baki menu change only their store’s trays', async () => {
    await t.db.execute(sql`INSERT INTO user_menus (user_id, menu_name) VALUES ('kasir', '/master-baki')`);
    t.deps.sessions.forgetHere({ user_id: 'kasir' });
    const other = await call('POST', 'baki/add', kasir, { kode_baki: 'ZB01', nama_baki: 'UJI', kode_gudang: 'KC', kode_toko: 'T01' });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(MESSAGES.aksesTokoLainDitolak);
    const own = await call('POST', 'baki/add', kasir, { kode_baki: 'ZB02', nama_baki: 'UJI', kode_gudang: 'KC', kode_toko: 'T02' });
    expect(own.statusCode, own.body).toBe(200);
    expect((await call('PUT', 'baki/edit/by-kode-baki/KC01B', kasir, { nama_baki: 'X' })).statusCode).toBe(403);
    expect((await call('PUT', 'baki/edit/by-kode-baki/ZB02', kasir, { nama_baki: 'baki uji', berat_baki: '' })).json().data).toMatchObject({
      nama_baki: 'BAKI UJI',
      berat_baki: '0.000',
      kode_toko: 'T02',
    });
    await t.db.execute(sql`DELETE FROM user_menus WHERE user_id = 'kasir' AND menu_name = '/master-baki'`);
    t.deps.sessions.forgetHere({ user_id: 'kasir' });
  });
});

describe('Parameter Harga Emas', () => {
  it('answers the price in force per group on a date, falling back to the group’s harga', async () => {
    const today: Row[] = (await call('GET', 'hargaemas/get/berlaku', kasir)).json().data;
    expect(today.find((p) => p.kode_group === '24K')).toEqual({
      kode_group: '24K',
      nama_group: 'EMAS 24 KARAT',
      harga: 2_150_000,
      harga_beli: 1_999_000,
      tgl_berlaku: TEST_TODAY,
    });
    const earlier: Row[] = (await call('GET', `hargaemas/get/berlaku?tanggal=${addDays(TEST_TODAY, -3)}`, kasir)).json().data;
    expect(earlier.find((p) => p.kode_group === '24K')).toMatchObject({ harga: 2_118_000, tgl_berlaku: addDays(TEST_TODAY, -7) });
    const before: Row[] = (await call('GET', `hargaemas/get/berlaku?tanggal=${addDays(TEST_TODAY, -30)}`, kasir)).json().data;
    expect(before.find((p) => p.kode_group === '24K')).toEqual({
      kode_group: '24K',
      nama_group: 'EMAS 24 KARAT',
      harga: 2_150_000,
      harga_beli: 2_150_000,
      tgl_berlaku: null,
    });
  });

  it('refuses a second price for the same group and date', async () => {
    const response = await call('POST', 'hargaemas/add', owner, { kode_group: '24K', tgl_berlaku: TEST_TODAY, harga: 1, harga_beli: 1 });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(dataSudahAda('Harga Emas', `24K ${TEST_TODAY}`));
  });
});

// The specification's Toko, Attribute, Labeling and Factory records carry `_id`, and its
// clients send that value back in the edit and delete paths.
describe('the specification’s _id', () => {
  it('is on every row of the four lists the specification gives one (id fields kept)', async () => {
    for (const path of ['tokos', 'masteratribut/get/all', 'labeling/get/all', 'masterpabrik/get/all']) {
      const found: Row[] = (await call('GET', path, kasir)).json().data;
      expect(found.length, path).toBeGreaterThan(0);
      for (const row of found) expect(typeof row._id, path).toBe('string');
    }
    const toko: Row[] = (await call('GET', 'tokos', kasir)).json().data;
    expect(toko.find((r) => r.kode_toko === 'T01')).toMatchObject({ _id: 'T01', kode_toko: 'T01' });
    const atribut: Row[] = (await call('GET', 'masteratribut/get/all', kasir)).json().data;
    for (const row of atribut) expect(row._id).toBe(String(row.id));
    // Lists the specification gives no _id stay as they were.
    expect((await call('GET', 'group/get/all', kasir)).json().data[0]).not.toHaveProperty('_id');
  });

  it('is what the edit, delete and reactive paths take, as a client of the specification sends it', async () => {
    const cases = [
      { base: 'masteratribut', by: 'by-nama-atribut', add: { nama_atribut: 'UJI ID ATRIBUT' }, edit: { nama_atribut: 'UJI ID ATRIBUT 2' } },
      { base: 'masterpabrik', by: 'by-nama-pabrik', add: { nama_pabrik: 'UJI ID PABRIK' }, edit: { nama_pabrik: 'UJI ID PABRIK 2' } },
      { base: 'labeling', by: 'by-kode-labeling', add: { kode_labeling: 'UJIID', nama_labeling: 'UJI' }, edit: { nama_labeling: 'UJI 2' } },
    ];
    for (const c of cases) {
      const added = await call('POST', `${c.base}/add`, owner, c.add);
      expect(added.statusCode, added.body).toBe(200);
      const _id = added.json().data._id as string;
      expect(typeof _id).toBe('string');
      const edited = await call('PUT', `${c.base}/edit/${c.by}/${encodeURIComponent(_id)}`, owner, c.edit);
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json().data).toMatchObject({ ...c.edit, _id });
      expect((await call('DELETE', `${c.base}/delete/${c.by}/${encodeURIComponent(_id)}`, owner)).statusCode).toBe(200);
      const back = await call('PUT', `${c.base}/reactive/${c.by}/${encodeURIComponent(_id)}`, owner);
      expect(back.statusCode, back.body).toBe(200);
      expect(back.json().data._id).toBe(_id);
    }
    const [t01] = ((await call('GET', 'tokos', owner)).json().data as Row[]).filter((r) => r.kode_toko === 'T01');
    const nama = String(t01?.nama_toko);
    const patched = await call('PATCH', `tokos/${String(t01?._id)}`, owner, { nama_toko: nama });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().data._id).toBe('T01');
  });
});
