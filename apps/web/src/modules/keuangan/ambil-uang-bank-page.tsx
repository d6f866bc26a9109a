// /ambil-uang-bank: the cash and bank form (kas-bank-screen.tsx) for AMBIL UANG BANK.
import { KasBankScreen } from './kas-bank-screen.tsx';

export default function AmbilUangBankPage() {
  return <KasBankScreen path="/ambil-uang-bank" akun="BANK" jenis="AMBIL" judul="AMBIL UANG BANK" />;
}
