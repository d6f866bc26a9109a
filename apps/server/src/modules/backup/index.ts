// The backups' face: the close of day asks for one, the server starts the schedule, a start that migrates and
// the command line record theirs, and read the owner's settings.
export { backupAfterClose, backupSettled, runBackup, startBackupSchedule } from './runner.ts';
export { backupSetting, recordBackup } from './backup-records.ts';
