// The stock kernel: what every module that moves goods imports. A new flow needs a contract, a document
// type (core DOCUMENT_TYPES) and a plan function that builds its lines — see docs/ARCHITECTURE.md.
export {
  postDocument,
  reverseDocument,
  type DocumentContext,
  type DocumentPlan,
  type DocumentSpec,
  type DocumentSummary,
  type PostedSummary,
  type RestatedItem,
  type ReverseOptions,
  type SummaryOf,
} from './document.ts';
export { actingStore, advanceBusinessDate, loadStore, loadTray, visibleTray, type Store, type Tray } from './store.ts';
export {
  assertAsSeen,
  assertOnStoreTray,
  assertUnique,
  inOrder,
  itemLine,
  lockItems,
  lockScannedOnStoreTrays,
  purityOf,
  readItems,
  restateLines,
  type ItemOnTray,
  type ItemRow,
  type ItemState,
} from './items.ts';
export { moveMutasi, newItemMutasi, writeMutasi, type DocHeader, type MutasiInput } from './history.ts';
export {
  bakiPlace,
  boundaryPlace,
  cucianPlace,
  PESANAN_DEPT,
  pesananPlace,
  placeCode,
  stockPlace,
  transitPlace,
  trayPlaceSql,
  type Place,
} from '../ledger/places.ts';
export { documentTypeIn, documentTypeName, gudangIn, kindIn, stockKinds } from './kinds.ts';
export { openLots, type NewLot } from './lots.ts';
export { assertTrayRole } from './roles.ts';
export { snapshotClosingBalances, stockAsOfSql } from './snapshot.ts';
