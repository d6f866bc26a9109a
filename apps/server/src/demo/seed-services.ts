// Demo deposits and services at the head store, so /lihat-titipan, /lihat-services, their reports and the
// dashboard's overdue list have something on a fresh start: a member with a deposit balance and a walk-in's
// deposit; a service in each open state — taken in (with a down payment), with a craftsman, finished and
// ready for pick-up — and one past its promised date. Posted by the modules' own services, as the owner would
// through the screens, so every invariant of the ledgers holds (grams held at SERVIS, deposits on TITIPAN).
import { addDays, servicesApi, titipanApi } from '@kencana/core';
import type { CurrentUser } from '../auth/current-user.ts';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import type { AppDeps } from '../http/context.ts';
import { prosesService, selesaiService, simpanService } from '../modules/services/index.ts';
import { simpanTitipan } from '../modules/titipan/index.ts';

/** The walk-in customers of the demo (phones no browser test types). */
const WALK_IN = {
  rina: { nama: 'RINA MARLINA', no_hp: '0813-7788-1001', alamat: 'JL. KEBON JERUK NO. 5' },
  dewi: { nama: 'DEWI LESTARI', no_hp: '0813-7788-1002', alamat: '' },
  hendra: { nama: 'HENDRA GUNAWAN', no_hp: '0813-7788-1003', alamat: 'JL. GUNUNG SAHARI NO. 12' },
  yanti: { nama: 'YANTI KUSUMA', no_hp: '0813-7788-1004', alamat: '' },
} as const;

export async function seedServicesDemo(deps: AppDeps, tx: Tx, owner: CurrentUser, today: string): Promise<void> {
  // Deposits: a member leaves money for a later purchase; a walk-in keeps money by QRIS.
  await simpanTitipan(
    deps,
    owner,
    titipanApi.simpan.body!.parse({
      kode_member: 'M0001',
      jumlah: 1_500_000,
      pembayaran: [{ jenis: 'CASH', jumlah: 1_500_000 }],
      keterangan: 'UNTUK BELI KALUNG',
    }),
  );
  await simpanTitipan(
    deps,
    owner,
    titipanApi.simpan.body!.parse({
      customer: WALK_IN.rina,
      jumlah: 300_000,
      pembayaran: [{ jenis: 'QRIS', jumlah: 300_000, no_referensi: 'QR-DEMO-01' }],
      keterangan: '',
    }),
  );

  const intake = async (
    customer: { kode_member: string } | { customer: (typeof WALK_IN)[keyof typeof WALK_IN] },
    piece: { nama_barang: string; kode_group: string; berat: string; kadar?: string; pekerjaan: string },
    ongkos: number,
    uang_muka: number,
    tgl_janji: string,
  ) =>
    (
      await simpanService(
        deps,
        owner,
        servicesApi.simpan.body!.parse({ ...customer, detail: [piece], ongkos, uang_muka, tgl_janji, keterangan: '' }),
      )
    ).data.no_service;

  // Taken in today, a down payment on the customer's deposit.
  await intake(
    { customer: WALK_IN.dewi },
    { nama_barang: 'CINCIN POLOS', kode_group: '17K', berat: '3.250', kadar: '75', pekerjaan: 'PERBESAR UKURAN 2 NOMOR' },
    75_000,
    25_000,
    addDays(today, 3),
  );
  // With a craftsman.
  const withCraftsman = await intake(
    { kode_member: 'M0002' },
    { nama_barang: 'KALUNG RANTAI', kode_group: '22K', berat: '8.420', pekerjaan: 'PATRI SAMBUNGAN PUTUS' },
    100_000,
    0,
    addDays(today, 2),
  );
  await prosesService(deps, owner, servicesApi.proses.body!.parse({ no_service: withCraftsman, kode_tukang: 'TK01', keterangan: '' }));
  // Finished, 0.050 g of material added, ready for pick-up (the fee less the down payment left to pay).
  const ready = await intake(
    { customer: WALK_IN.hendra },
    { nama_barang: 'GELANG UKIR', kode_group: '17K', berat: '5.100', pekerjaan: 'SEPUH KUNING DAN PATRI' },
    120_000,
    50_000,
    addDays(today, 1),
  );
  await selesaiService(
    deps,
    owner,
    servicesApi.selesai.body!.parse({
      no_service: ready,
      detail: [{ berat_selesai: '5.150' }],
      ongkos: 135_000,
      keterangan: 'TAMBAH PATRI',
    }),
  );
  // Past its promised date: an intake cannot promise a day already gone, so the promise is moved back after it
  // (the date only: no ledger row depends on it); the dashboard lists it as overdue.
  const late = await intake(
    { customer: WALK_IN.yanti },
    { nama_barang: 'ANTING MATA', kode_group: '17K', berat: '2.180', kadar: '75', pekerjaan: 'GANTI MATA YANG LEPAS' },
    60_000,
    0,
    today,
  );
  await tx.execute(sql`UPDATE services SET tgl_janji = ${addDays(today, -2)}::date WHERE no_service = ${late}`);
}
