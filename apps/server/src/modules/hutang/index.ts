// The loans' face: the store switch (/settingtoko), the settings (/settingsystem) and the dashboard's list
// of loans due soon or overdue.
export { hutangAktif, hutangMendekatiTempo, settingHutang, simpanHutangAktif } from './hutang.service.ts';
// The demo chain takes its loan and sends its notice through the module's own services.
export { pemberitahuan as pemberitahuanHutang, simpanHutang } from './hutang.service.ts';
// The taken-over pieces on the buy-back sorting list.
export { KONDISI_SITA, SITA_LINES } from './sita-lots.ts';
