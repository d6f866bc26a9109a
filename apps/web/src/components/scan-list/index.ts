export { ScanList, GOODS_LINE_COLUMNS, SCAN_LIST_TEXT, type ScanListProps } from './scan-list.tsx';
export {
  useScanList,
  lookupBarang,
  onStoreTray,
  scanDetail,
  goodsLineSchema,
  type ScanListConfig,
  type ScanListState,
  type ScanRow,
} from './use-scan-list.ts';
export { readScanDraft, writeScanDraft, clearScanDraft, SCAN_DRAFT_PREFIX } from './scan-draft.ts';
