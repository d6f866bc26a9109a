// The shop and the user every 40-column slip prints in its header, taken from the signed-in session.
import { getSession } from './session.ts';

/** The shop and user printed on a slip. */
export function slipShop() {
  const session = getSession();
  return { shop: { nama_toko: session?.nama_toko ?? '', alamat_toko: session?.alamat_toko ?? '' }, user_id: session?.user_id ?? '' };
}
