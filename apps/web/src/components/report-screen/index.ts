export { ReportScreen, type ReportScreenProps, type RowActionContext, type RowActionHandlers } from './report-screen.tsx';
export { useReportExport, useReportRowActions, useReportSearch, type ReportSearch, type ShownReport } from './use-report-search.ts';
export { rememberPeriod, withRememberedPeriod } from './period-storage.ts';
