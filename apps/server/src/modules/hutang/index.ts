// The loans' face: the store switch (/settingtoko), the settings (/settingsystem) and the dashboard's list
// of loans due soon or overdue.
export { hutangAktif, hutangMendekatiTempo, settingHutang, simpanHutangAktif } from './hutang.service.ts';
// The taken-over pieces on the buy-back sorting list.
export { KONDISI_SITA, SITA_LINES } from './sita-lots.ts';
