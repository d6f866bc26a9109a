// /tambah-uang-kas: the cash and bank form (kas-bank-screen.tsx) for TAMBAH UANG KAS.
import { KasBankScreen } from './kas-bank-screen.tsx';

export default function TambahUangKasPage() {
  return <KasBankScreen path="/tambah-uang-kas" akun="KAS" jenis="TAMBAH" judul="TAMBAH UANG KAS" />;
}
