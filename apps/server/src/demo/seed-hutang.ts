// A demo loan at the head store, so /lihat-hutang, the loan reports, the dashboard's pending list and the
// owner's take-over (Ambil Alih Jaminan) have something on a fresh start: lending is switched on at the head
// store, and a member's loan on the 30-day condition was taken 45 days ago, paid out by transfer, is past its
// due date and the grace period ('jatuh tempo') and had its WhatsApp notice 5 days ago — everything the
// take-over waits for. Posted by the loans module's own services, as the counter would have posted them: a
// loan is booked on its store's business date, so the store's date is set to the day of each step and back to
// today right after (nothing else is posted in between), and the ledgers' invariants hold (the pledged grams
// at GADAI, the principal on PIUTANG).
import { sql } from 'drizzle-orm';
import { hutangApi } from '@kencana/core';
import type { CurrentUser } from '../auth/current-user.ts';
import { storeToday } from '../clock.ts';
import type { Tx } from '../db/client.ts';
import type { AppDeps } from '../http/context.ts';
import { pemberitahuanHutang, simpanHutang, simpanHutangAktif } from '../modules/hutang/index.ts';

/** Days ago the demo loan was taken (30-day term + 7 grace days long past) and its notice sent. */
export const DEMO_HUTANG_HARI = 45;
export const DEMO_HUTANG_PEMBERITAHUAN_HARI = 5;
export const DEMO_HUTANG_JUMLAH = 15_000_000;

export async function seedHutangDemo(deps: AppDeps, tx: Tx, owner: CurrentUser, today: string): Promise<string> {
  const kode_toko = owner.kode_toko;
  await simpanHutangAktif(tx, kode_toko, true, owner.user_id, deps.clock.now());
  // A step of a past day: the store's business date and the clock on that day (the kernel books on the
  // store's date and refuses one behind the clock), both back to today right after.
  const onDay = async <T>(daysAgo: number, step: (dayDeps: AppDeps) => Promise<T>): Promise<T> => {
    const then = new Date(deps.clock.now().getTime() - daysAgo * 86_400_000);
    const clock = { now: () => then };
    await tx.execute(sql`UPDATE tokos SET tgl_system = ${storeToday(clock, deps.env.TZ_STORE)}::date WHERE kode_toko = ${kode_toko}`);
    const done = await step({ ...deps, clock });
    await tx.execute(sql`UPDATE tokos SET tgl_system = ${today}::date WHERE kode_toko = ${kode_toko}`);
    return done;
  };
  const taken = await onDay(DEMO_HUTANG_HARI, (dayDeps) =>
    simpanHutang(
      dayDeps,
      owner,
      hutangApi.simpanHutang.body!.parse({
        kode_toko,
        kode_member: 'M0002',
        kode_kondisi_pinjaman: 'P30',
        detail_barang: [{ nama_barang: 'KALUNG RANTAI', kode_group: '24K', berat: '10.000', kadar: '99.9' }],
        jumlah_pinjaman: DEMO_HUTANG_JUMLAH,
        pembayaran: [{ jenis: 'TRANSFER', jumlah: DEMO_HUTANG_JUMLAH, no_referensi: 'TRF-DEMO-01' }],
        keterangan: '',
      }),
    ),
  );
  const no_hutang = taken.data.no_hutang;
  await onDay(DEMO_HUTANG_PEMBERITAHUAN_HARI, (dayDeps) => pemberitahuanHutang(dayDeps, owner, { no_hutang }));
  return no_hutang;
}
