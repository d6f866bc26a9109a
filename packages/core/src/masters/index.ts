// The registry of master lists: one definition per key, and their endpoints. Other teams read lists
// through MASTER_API[key].list / .lookups (server contracts) and useMasterList(key) (web).
import { masterEndpoints, type MasterEndpoints } from './api.ts';
import { atribut } from './atribut.ts';
import { baki } from './baki.ts';
import { bandrol } from './bandrol.ts';
import type { MasterDefinition, MasterKey, MasterRow } from './define.ts';
import { group } from './group.ts';
import { gudang } from './gudang.ts';
import { hadiah } from './hadiah.ts';
import { hargaEmas } from './harga-emas.ts';
import { jenis } from './jenis.ts';
import { kadar } from './kadar.ts';
import { kategori } from './kategori.ts';
import { kodeTransaksi } from './kode-transaksi.ts';
import { kondisiBarang } from './kondisi-barang.ts';
import { kondisiPembelian } from './kondisi-pembelian.ts';
import { kondisiPinjaman } from './kondisi-pinjaman.ts';
import { labeling } from './labeling.ts';
import { marketplace } from './marketplace.ts';
import { member } from './member.ts';
import { pabrik } from './pabrik.ts';
import { paraSystem } from './para-system.ts';
import { parameterPoint } from './parameter-point.ts';
import { rekening } from './rekening.ts';
import { rugiNota } from './rugi-nota.ts';
import { sales } from './sales.ts';
import { toko } from './toko.ts';
import { tukang } from './tukang.ts';
import { users } from './users.ts';

export const MASTERS = {
  toko,
  group,
  jenis,
  gudang,
  baki,
  bandrol,
  tukang,
  pabrik,
  atribut,
  kondisi_barang: kondisiBarang,
  parameter_point: parameterPoint,
  labeling,
  kategori,
  kode_transaksi: kodeTransaksi,
  sales,
  kondisi_pembelian: kondisiPembelian,
  kondisi_pinjaman: kondisiPinjaman,
  hadiah,
  rugi_nota: rugiNota,
  harga_emas: hargaEmas,
  kadar,
  marketplace,
  para_system: paraSystem,
  member,
  // The stores' bank accounts.
  rekening,
} as const satisfies Record<MasterKey, MasterDefinition>;

export type Masters = typeof MASTERS;
/** One record of a master list: `MasterRowOf<'group'>` is { kode_group, nama_group, harga, persentase, is_active }. */
export type MasterRowOf<K extends MasterKey> = MasterRow<Masters[K]>;

/** Every definition, in the sidebar's order. */
export const MASTER_LIST: readonly MasterDefinition[] = Object.values(MASTERS);

/** The endpoints of every master list. */
export const MASTER_API = Object.fromEntries(Object.entries(MASTERS).map(([key, def]) => [key, masterEndpoints(def)])) as unknown as {
  readonly [K in MasterKey]: MasterEndpoints<Masters[K]>;
};

/** The endpoints of the users list (served by the users module, same path family). */
export const USERS_API = masterEndpoints(users);

/** The definition whose screen is at a route. */
export function masterByRoute(path: string): MasterDefinition | undefined {
  return MASTER_LIST.find((def) => def.route === path);
}

export { users as usersDefinition };
// The direction of money a category allows.
export { ARUS_KAS, arusKasBoleh, type ArusKas } from './kode-transaksi.ts';
export * from './define.ts';
export * from './api.ts';
export { PARA_SYSTEM_KEYS } from './para-system.ts';
