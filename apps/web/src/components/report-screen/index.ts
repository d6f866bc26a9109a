export { ReportScreen, type ReportScreenProps, type RowActionContext, type RowActionHandlers } from './ReportScreen.tsx';
export { useReportExport, useReportRowActions, useReportSearch, type ReportSearch, type ShownReport } from './use-report-search.ts';
export { rememberPeriod, withRememberedPeriod } from './period-storage.ts';
