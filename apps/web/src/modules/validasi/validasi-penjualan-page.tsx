// /validasi-penjualan: the day's sales checked against the money received per payment method.
import { ValidasiScreen } from './validasi-screen.tsx';

export default function ValidasiPenjualanPage() {
  return <ValidasiScreen jenis="JUAL" />;
}
