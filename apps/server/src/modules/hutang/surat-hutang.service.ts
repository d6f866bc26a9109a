// The loan letter (A5 PDF): the loan as /lihat-hutang reads it, the store's name and address, and the
// chain's grace and penalty rules, printed for the user who asked (visible stores only, like the loan).
import { sql } from 'drizzle-orm';
import type { CurrentUser } from '../../auth/current-user.ts';
import { rows } from '../../db/client.ts';
import { printDate, renderSuratHutangPdf } from '../../documents/index.ts';
import type { AppDeps } from '../../http/context.ts';
import { detailHutang, settingHutang } from './hutang.service.ts';

/** GET hutang/:no_hutang/surat. */
export async function suratHutangPdf(deps: AppDeps, user: CurrentUser, no_hutang: string) {
  const { data: loan } = await detailHutang(deps, user, no_hutang);
  const [shop] = await rows<{ nama_toko: string; alamat_toko: string }>(
    deps.db,
    sql`SELECT nama_toko, alamat_toko FROM tokos WHERE kode_toko = ${loan.kode_toko}`,
  );
  const pdf = await renderSuratHutangPdf({
    loan,
    shop: shop ?? { nama_toko: loan.kode_toko, alamat_toko: '' },
    setting: await settingHutang(deps.db),
    stamp: { user_id: user.user_id, printed_at: printDate(deps.clock.now(), deps.env.TZ_STORE) },
  });
  return { fileName: `surat-hutang-${loan.no_hutang}.pdf`, pdf };
}
