// /ambil-uang-kas: the cash and bank form (kas-bank-screen.tsx) for AMBIL UANG KAS.
import { KasBankScreen } from './kas-bank-screen.tsx';

export default function AmbilUangKasPage() {
  return <KasBankScreen path="/ambil-uang-kas" akun="KAS" jenis="AMBIL" judul="AMBIL UANG KAS" />;
}
