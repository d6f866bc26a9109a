import { describe, expect, expectTypeOf, it } from 'vitest';
import { MENU_GROUPS } from '../menu.ts';
import { harusDiisi, harusDipilih, MESSAGES } from '../messages.ts';
import {
  addSchema,
  columnFields,
  editSchema,
  fieldOf,
  isFixedField,
  keysOf,
  MASTER_API,
  MASTER_KEYS,
  MASTER_LIST,
  MASTERS,
  masterByRoute,
  opsOf,
  requiredMessage,
  USERS_API,
  type MasterDefinition,
  type MasterRowOf,
} from './index.ts';

const firstIssue = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('master registry', () => {
  it('has a definition for every master route of the Data Master menu (craftsman material screens excepted)', () => {
    const routes = MENU_GROUPS.find((g) => g.key === 'data-master')!.routes.map((r) => r.path);
    const expected = routes.filter((r) => r !== '/tambah-bahan-tukang' && r !== '/ambil-bahan-tukang');
    // 22 of the specification + Master Rekening (beyond the specification).
    expect(expected).toHaveLength(23);
    for (const route of expected) expect(masterByRoute(route)?.route, route).toBe(route);
    expect(Object.keys(MASTERS).sort()).toEqual([...MASTER_KEYS].sort());
  });

  it('names only fields it has, and lists that exist', () => {
    for (const def of [...MASTER_LIST, USERS_API.definition as MasterDefinition]) {
      expect(() => keysOf(def).map((k) => (k === 'id' && def.generatedId ? null : fieldOf(def, k)))).not.toThrow();
      expect(() => columnFields(def)).not.toThrow();
      for (const f of def.fields) if (f.list) expect(MASTER_KEYS, `${def.key}.${f.name}`).toContain(f.list);
      for (const l of def.api.lookups ?? []) if (l.field) expect(() => fieldOf(def, l.field!)).not.toThrow();
    }
  });

  it('gives every endpoint its own method and path', () => {
    const seen = new Map<string, string>();
    for (const [key, api] of [...Object.entries(MASTER_API), ['users', USERS_API] as const]) {
      const ops = opsOf(api.definition);
      const eps = [api.list, ...Object.values(api.lookups), ...(ops.includes('edit') ? [api.edit, ...api.editAliases] : [])];
      if (ops.includes('add')) eps.push(api.add, api.reactive);
      if (ops.includes('delete')) eps.push(api.remove);
      for (const ep of eps) {
        const id = `${ep.method} ${ep.path.replace(/:[a-z_]+/gi, ':x')}`;
        expect(seen.get(id), id).toBeUndefined();
        seen.set(id, key);
      }
    }
  });

  it('keeps the verbatim paths of the specification', () => {
    expect(MASTER_API.atribut.list.path).toBe('masteratribut/get/all');
    expect(MASTER_API.atribut.add.path).toBe('masteratribut/add');
    expect(MASTER_API.atribut.edit.path).toBe('masteratribut/edit/by-nama-atribut/:id');
    expect(MASTER_API.atribut.remove.path).toBe('masteratribut/delete/by-nama-atribut/:id');
    expect(MASTER_API.atribut.reactive.path).toBe('masteratribut/reactive/by-nama-atribut/:id');
    expect(MASTER_API.pabrik.edit.path).toBe('masterpabrik/edit/by-nama-pabrik/:id');
    expect(MASTER_API.labeling.remove.path).toBe('labeling/delete/by-kode-labeling/:id');
    expect(MASTER_API.toko.list.path).toBe('tokos');
    expect([MASTER_API.toko.edit, ...MASTER_API.toko.editAliases].map((e) => `${e.method} ${e.path}`)).toEqual([
      'PUT tokos/:id',
      'PATCH tokos/:id',
    ]);
    expect(MASTER_API.jenis.lookups.byKategori.path).toBe('jenis/get/by-kode-kategori/:kode');
    expect(MASTER_API.group.lookups.byKode.path).toBe('group/get/by-kode-group');
    expect(MASTER_API.baki.lookups.byGudang.path).toBe('baki/get/by-kode-gudang/:code');
    expect(MASTER_API.gudang.lookups.master.path).toBe('gudang/get/all/master');
    expect(MASTER_API.sales.lookups.byKode.path).toBe('sales/get/by-kode-sales/:kode');
    expect(MASTER_API.marketplace.list.path).toBe('marketplace');
    expect(MASTER_API.para_system.list.path).toBe('para-system');
    expect(MASTER_API.para_system.lookups.byKey.path).toBe('para-system/key/:key');
    const lists = [
      'ruginota',
      'hadiah',
      'parapoin',
      'masterkadar',
      'paratransaksi',
      'parakondisi',
      'parabeli',
      'parapinjaman',
      'parabandrol',
      'tukang',
      'sales',
      'gudang',
      'baki',
      'group',
      'jenis',
      'labeling',
      'masterpabrik',
    ];
    const paths = Object.values(MASTER_API).map((a) => a.list.path);
    for (const l of lists) expect(paths).toContain(`${l}/get/all`);
  });

  it('types rows from the fields', () => {
    expectTypeOf<MasterRowOf<'group'>>().toEqualTypeOf<
      { kode_group: string; nama_group: string; harga: number; persentase: string } & { is_active: boolean } & unknown
    >();
    expectTypeOf<MasterRowOf<'jenis'>['kode_kategori_produk']>().toEqualTypeOf<string | null>();
    expectTypeOf<MasterRowOf<'harga_emas'>['id']>().toEqualTypeOf<number>();
  });
});

describe('schemas derived from the fields', () => {
  it("answers the spec's message for the missing attribute", () => {
    expect(firstIssue(addSchema(MASTERS.atribut).safeParse({}))).toBe(MESSAGES.atributHarusDiisi);
    expect(firstIssue(addSchema(MASTERS.atribut).safeParse({ nama_atribut: '   ' }))).toBe('Atribut Harus Diisi');
    expect(firstIssue(addSchema(MASTERS.pabrik).safeParse({ nama_pabrik: '' }))).toBe(MESSAGES.pabrikHarusDiisi);
    expect(firstIssue(addSchema(MASTERS.kadar).safeParse({ nama_kadar: 'X', persentase: '75' }))).toBe(MESSAGES.kadarHarusDiisi);
  });

  it('asks every required field with its own message, selects with Harus Dipilih', () => {
    for (const def of MASTER_LIST) {
      for (const field of def.fields.filter((f) => f.required !== false && f.form !== false)) {
        const result = addSchema(def).safeParse({});
        const messages = result.error?.issues.filter((i) => i.path[0] === field.name).map((i) => i.message);
        expect(messages, `${def.key}.${field.name}`).toEqual([requiredMessage(field)]);
        expect(requiredMessage(field)).toBe(field.type === 'select' ? harusDipilih(field.label) : harusDiisi(field.label));
      }
    }
  });

  it('upper-cases and trims texts, reads form numbers, defaults optional fields', () => {
    const parsed = addSchema(MASTERS.group).parse({ kode_group: ' 18k ', nama_group: 'emas 18', harga: '1,650,000', persentase: '75.5' });
    expect(parsed).toEqual({ kode_group: '18K', nama_group: 'EMAS 18', harga: 1_650_000, persentase: '75.5' });
    const tukang = addSchema(MASTERS.tukang).parse({ kode_tukang: 'tk9', nama_tukang: 'Budi' });
    expect(tukang).toEqual({
      kode_tukang: 'TK9',
      nama_tukang: 'BUDI',
      alamat: '',
      no_hp: '',
      toleransi_susut_sepuh: '0',
      toleransi_susut: '0',
    });
    const jenis = addSchema(MASTERS.jenis).parse({ kode_dept: 'x1', nama_dept: 'x', kode_group: '24K', kode_kategori_produk: '' });
    expect(jenis.kode_kategori_produk).toBeNull();
  });

  it('refuses malformed numbers, grams, percentages, dates and codes with a message naming the field', () => {
    expect(firstIssue(addSchema(MASTERS.group).safeParse({ kode_group: '18K', nama_group: 'A', harga: 'abc', persentase: '1' }))).toBe(
      'Harga / Gram Harus Berupa Angka',
    );
    expect(firstIssue(addSchema(MASTERS.group).safeParse({ kode_group: '18K', nama_group: 'A', harga: 1, persentase: '101' }))).toBe(
      'Persentase Harus Berupa Angka 0 Sampai 100',
    );
    expect(firstIssue(addSchema(MASTERS.bandrol).safeParse({ kode_bandrol: 'B', nama_bandrol: 'B', berat_bandrol: '1.2345' }))).toBe(
      'Berat Bandrol Harus Berupa Angka Dengan Maksimal 3 Desimal',
    );
    expect(
      firstIssue(addSchema(MASTERS.harga_emas).safeParse({ kode_group: '24K', tgl_berlaku: '2026-02-30', harga: 1, harga_beli: 1 })),
    ).toBe('Tanggal Berlaku Harus Berformat YYYY-MM-DD');
    expect(firstIssue(addSchema(MASTERS.gudang).safeParse({ kode_gudang: 'A B', nama_gudang: 'X' }))).toBe(
      'Kode Gudang Hanya Boleh Huruf, Angka, Titik, Strip Dan Garis Bawah',
    );
  });

  it('leaves keys and fixed fields out of an edit', () => {
    expect(Object.keys(editSchema(MASTERS.baki).shape).sort()).toEqual(['berat_baki', 'nama_baki']);
    expect(Object.keys(editSchema(MASTERS.toko).shape)).toEqual(['nama_toko']);
    expect(Object.keys(editSchema(MASTERS.harga_emas).shape).sort()).toEqual(['harga', 'harga_beli']);
    expect(isFixedField(MASTERS.jenis, fieldOf(MASTERS.jenis, 'kode_group'))).toBe(true);
  });
});
