// The Sepuhan menu group: bought-back lots sorted into warehouses (/sortir-pembelian), lines chosen for
// refining into an SS tray (/sortir-sepuh), sent to the refiner per type (/kirim-sepuh), received back into
// KS trays with the damaged part and the refiner's loss (/terima-sepuh), labelled to a branch's KC tray as a
// KC shipment (/kirim-labeling), and damaged goods validated for melting (/validasi-barang-rusak). Every step
// is one stock document; every gram and fine gram is accounted for (docs/SEPUHAN.md). One file per step.
export { JENIS_RUSAK, JenisCountSchema, TIPE_BARANG_LABELING, type JenisRusak } from './shared.ts';
export * from './sortir.ts';
export * from './sepuh.ts';
export * from './labeling.ts';
export * from './rusak.ts';
