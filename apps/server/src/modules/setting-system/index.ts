// The settings' face: what the counter's flows ask (the chain's values, the daily price gate, a sale's PPN).
export { chainSettings, counterSettings, isPkp, type CounterSettings } from './setting-system.service.ts';
export { assertHargaHariIni, dasarPerolehan, ppnPenjualan, type PpnBaris } from './counter-rules.ts';
