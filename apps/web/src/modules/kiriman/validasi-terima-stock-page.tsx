// /validasi-terima-stock: the store confirms KB / KC shipments arrived (see validasi-kiriman-screen.tsx).
import { ValidasiKirimanScreen } from './validasi-kiriman-screen.tsx';

export default function ValidasiTerimaStockPage() {
  return <ValidasiKirimanScreen mode="terima" />;
}
