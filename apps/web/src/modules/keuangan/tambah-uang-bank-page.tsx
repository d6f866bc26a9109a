// /tambah-uang-bank: the cash and bank form (kas-bank-screen.tsx) for TAMBAH UANG BANK.
import { KasBankScreen } from './kas-bank-screen.tsx';

export default function TambahUangBankPage() {
  return <KasBankScreen path="/tambah-uang-bank" akun="BANK" jenis="TAMBAH" judul="TAMBAH UANG BANK" />;
}
