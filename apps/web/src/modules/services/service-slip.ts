// The service slips as the screens print them: built from the service as the server answers it.
import { buildServiceSlip, type JenisSlipService, type ServiceFull } from '@kencana/core';
import { downloadSlip } from '../../lib/download.ts';
import { slipShop } from '../../lib/slip-shop.ts';

/** The slip file's name per step (the printer's watcher picks up any *.txt). */
const FILE: Record<JenisSlipService, string> = {
  MASUK: 'service_masuk.txt',
  SELESAI: 'service_selesai.txt',
  AMBIL: 'service_ambil.txt',
  BATAL: 'service_batal.txt',
};

/** Downloads the slip of one step of a service (the number printed as a barcode). */
export function printServiceSlip(
  service: ServiceFull,
  jenis: JenisSlipService,
  extra: { dibayar?: number; dikembalikan?: number } = {},
): Blob {
  const { shop, user_id } = slipShop();
  const no_dokumen = { MASUK: service.no_service, SELESAI: service.no_selesai, AMBIL: service.no_ambil, BATAL: service.no_batal }[jenis];
  const tanggal = { MASUK: service.tgl_system, SELESAI: service.tgl_selesai, AMBIL: service.tgl_ambil, BATAL: service.tgl_batal }[jenis];
  return downloadSlip(
    buildServiceSlip({
      shop,
      jenis,
      no_service: service.no_service,
      no_dokumen,
      tanggal: tanggal ?? service.tgl_system,
      nama_customer: service.nama_customer,
      no_hp: service.no_hp,
      kode_member: service.kode_member,
      tgl_janji: service.tgl_janji,
      detail: service.detail,
      ongkos: service.ongkos_akhir ?? service.ongkos,
      uang_muka: service.uang_muka,
      dibayar: extra.dibayar ?? (jenis === 'AMBIL' ? service.sisa : undefined),
      dikembalikan: extra.dikembalikan ?? (jenis === 'BATAL' ? (service.uang_muka_batal === 'KEMBALI' ? service.uang_muka : 0) : undefined),
      alasan: service.alasan_batal,
      user_id,
    }),
    FILE[jenis],
  );
}
