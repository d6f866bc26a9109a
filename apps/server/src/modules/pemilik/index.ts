// The owner's page's face: the close of day stores each day's audit through it.
export { recordDayAudit } from './day-audit.ts';
