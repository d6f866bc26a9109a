// /validasi-jual-beli: the day's sales and buy-backs checked against the money received and paid out.
import { ValidasiScreen } from './validasi-screen.tsx';

export default function ValidasiJualBeliPage() {
  return <ValidasiScreen jenis="JUAL_BELI" />;
}
