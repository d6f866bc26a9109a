// /validasi-inputan: the cashier closes KB / KC shipments once entered (see validasi-kiriman-screen.tsx).
import { ValidasiKirimanScreen } from './validasi-kiriman-screen.tsx';

export default function ValidasiInputanPage() {
  return <ValidasiKirimanScreen mode="input" />;
}
