export { ReportScreen, type ReportScreenProps, type RowActionContext, type RowActionHandlers } from './ReportScreen.tsx';
export { rememberPeriod, withRememberedPeriod } from './period-storage.ts';
