// Warehouse roles as data: the warehouses (gudang) the flows of the specification need, what each is for, and
// the kinds of incoming bulk shipment. Every other file names a warehouse through this map (a lint rule,
// kencana/role-literals, refuses the codes spelled by hand), so a flow asks "is this tray a display tray?",
// never "is its warehouse 'KC'?".
//
// Not to be confused with two other vocabularies spelled with the same letters: the item type 'SP' (ITEM_TYPE
// below, barang.tipe_barang) and document number prefixes ('KS', 'KC'… in DOCUMENT_TYPES).

/** Each warehouse the flows need, by what it is for. */
export const WAREHOUSE = {
  /** Goods on sale; labelled goods and shipments arrive here (GUDANG DISPLAY / KIRIM CABANG). */
  DISPLAY: 'KC',
  /** Buy-back lines chosen for the refiner (Sortir Sepuh), sent from here by Kirim Sepuh. */
  SORT_REFINE: 'SS',
  /** Goods back from the refiner (Terima Sepuh), labelled from here (Kirim Labeling). */
  REFINED_BACK: 'KS',
  /** Damaged goods a purchase sort put aside, waiting for the damaged-goods validation. */
  DAMAGED: 'RUSAK',
  /** Bought-back gold to refine, sorted by purchase sort: the general refining warehouse… */
  REFINE: 'SP',
  /** …other refining (SEPUH LAIN-LAIN)… */
  REFINE_OTHER: 'SP-LN',
  /** …the owner's refining (SEPUH BOS)… */
  REFINE_OWNER: 'SP-BOS',
  /** …and the factory's (SEPUH PABRIK). */
  REFINE_FACTORY: 'SP-PBRK',
  /** The craftsmen's material (bulk BAHAN and PATRI a material note gives out and takes back). */
  MATERIAL: 'BHN',
} as const;

export type WarehouseKey = keyof typeof WAREHOUSE;
export type WarehouseCode = (typeof WAREHOUSE)[WarehouseKey];

const W = WAREHOUSE;

/** The warehouses each role covers, in the order a screen lists them. */
export const WAREHOUSE_ROLES = {
  /** Goods on sale (the display trays). */
  DISPLAY: [W.DISPLAY],
  /** Where Sortir Sepuh puts the lines it picks and Kirim Sepuh takes them from. */
  SORT_REFINE: [W.SORT_REFINE],
  /** Where Terima Sepuh brings the refiner's goods back. */
  REFINED_BACK: [W.REFINED_BACK],
  /** Damaged goods waiting for validation. */
  DAMAGED: [W.DAMAGED],
  /** Bought-back gold waiting for the refiner (the SP… warehouses). */
  TO_REFINE: [W.REFINE, W.REFINE_OTHER, W.REFINE_OWNER, W.REFINE_FACTORY],
  /** Where a purchase sort (Sortir Pembelian) may put lines: to refine, or damaged. */
  SORT_PURCHASE: [W.REFINE, W.DAMAGED, W.REFINE_OTHER, W.REFINE_OWNER, W.REFINE_FACTORY],
  /** Where display goods may be moved back for sorting (Pindah Sortir): the sorting warehouses. */
  SORTING: [W.SORT_REFINE, W.REFINE, W.DAMAGED, W.REFINE_OTHER, W.REFINE_OWNER, W.REFINE_FACTORY],
  /** The craftsmen's material: a material note that names no tray uses the store's tray of this warehouse. */
  MATERIAL: [W.MATERIAL],
  /** Every warehouse a flow names: none of them may be deleted. */
  SYSTEM: [W.DISPLAY, W.REFINED_BACK, W.SORT_REFINE, W.REFINE, W.DAMAGED, W.REFINE_OTHER, W.REFINE_OWNER, W.REFINE_FACTORY],
} as const satisfies Record<string, readonly [WarehouseCode, ...WarehouseCode[]]>;

export type WarehouseRole = keyof typeof WAREHOUSE_ROLES;

/** The display names a new chain's warehouses start with (the demo chain's master rows). */
export const WAREHOUSE_NAMES: Readonly<Record<WarehouseCode, string>> = {
  [W.DISPLAY]: 'GUDANG DISPLAY / KIRIM CABANG',
  [W.REFINED_BACK]: 'GUDANG KEMBALI SEPUH',
  [W.SORT_REFINE]: 'GUDANG SORTIR SEPUH',
  [W.REFINE]: 'GUDANG SEPUH',
  [W.DAMAGED]: 'GUDANG BARANG RUSAK',
  [W.REFINE_OTHER]: 'GUDANG SEPUH LAIN-LAIN',
  [W.REFINE_OWNER]: 'GUDANG SEPUH BOS',
  [W.REFINE_FACTORY]: 'GUDANG SEPUH PABRIK',
  [W.MATERIAL]: 'GUDANG BAHAN TUKANG',
};

/** True when the warehouse `kode_gudang` plays `role` (a tray of it may be used where the role is asked for). */
export function hasWarehouseRole(kode_gudang: string | null | undefined, role: WarehouseRole): boolean {
  return kode_gudang != null && (WAREHOUSE_ROLES[role] as readonly string[]).includes(kode_gudang);
}

/**
 * The kinds of incoming bulk shipment (kiriman.jenis), each confirmed and entered as items by the store:
 * the owner's goods (Kirim Barang Dari Bos) and labelled goods from the refining chain (Kirim Labeling).
 */
export const SHIPMENT_KIND = {
  OWNER_GOODS: 'KB',
  LABELLING: 'KC',
} as const;

export type ShipmentKind = (typeof SHIPMENT_KIND)[keyof typeof SHIPMENT_KIND];
/** Every shipment kind, owner's goods first (the order the screens list them). */
export const SHIPMENT_KINDS = [SHIPMENT_KIND.OWNER_GOODS, SHIPMENT_KIND.LABELLING] as const satisfies readonly ShipmentKind[];

/**
 * Item types (barang.tipe_barang; the kadar of a labelling send or an owner's shipment). Not warehouses,
 * though 'SP' is spelled like one: kept here so the two meanings stay apart and each is named.
 */
export const ITEM_TYPE = {
  SP: 'SP',
  A: 'A',
} as const;
export type ItemType = (typeof ITEM_TYPE)[keyof typeof ITEM_TYPE];
/** Every item type, 'SP' first (the order the goods form lists them). */
export const ITEM_TYPES = [ITEM_TYPE.SP, ITEM_TYPE.A] as const satisfies readonly ItemType[];

/** Every spelling this map owns: what kencana/role-literals refuses elsewhere. */
export const ROLE_LITERALS: readonly string[] = [...new Set<string>([...Object.values(WAREHOUSE), ...SHIPMENT_KINDS, ITEM_TYPE.SP])];
