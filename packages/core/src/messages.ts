// The message catalogue: every Indonesian text the specification quotes, spelled exactly as it spells it
// (typos included: they are requirements), plus the texts Kencana adds where the specification is silent.
// Screens and the server take their words from here; a test checks it against ../shared/spec.

/** Texts quoted by the specification, verbatim. */
export const SPEC_MESSAGES = {
  aksesDiMenuIniTidakDiIzinkanHubungiAdminJikaInginMemakaiMenuIni:
    'Akses Di Menu Ini Tidak Di Izinkan / Hubungi Admin Jika Ingin Memakai Menu Ini',
  aktifkan: 'Aktifkan',
  ambilBahanTersimpan: 'Ambil Bahan Tersimpan',
  andaYakinInginMenghapusDataIni: 'Anda Yakin !! Ingin Menghapus Data Ini ?',
  apakahAndaYakinInginMenutupToko: 'Apakah Anda Yakin Ingin Menutup Toko',
  atributHarusDiisi: 'Atribut Harus Diisi',
  barangSudahAdaDiTabel: 'Barang Sudah Ada Di Tabel',
  barangTidakDiTemukan: 'Barang Tidak Di Temukan',
  batal: 'Batal',
  belumAdaDataYangHarusDiValidasi: 'Belum Ada Data Yang Harus Di Validasi',
  beratRusakHarusDiisi: 'Berat Rusak Harus Diisi',
  beratRusakTidakBolehBesarDariJumlahBerat: 'Berat Rusak Tidak Boleh Besar Dari Jumlah Berat',
  beratSepuhHarusDiisi: 'Berat Sepuh Harus Diisi',
  beratSepuhTidakBolehBesarDariJumlahBerat: 'Berat Sepuh Tidak Boleh Besar Dari Jumlah Berat',
  beratSusutTidakBolehLebihDariSusutTukang: 'Berat Susut Tidak Boleh Lebih Dari Susut Tukang',
  berhasilDisimpan: 'Berhasil Disimpan',
  berhasilMenutupToko: 'Berhasil Menutup Toko',
  buktiKirimBarang: 'Bukti KIRIM BARANG',
  cabangHarusDipilih: 'Cabang Harus Dipilih',
  cariData: 'Cari Data',
  cariLaporan: 'Cari Laporan',
  cobaLagi: 'Coba Lagi',
  dataBaragTidakBolehKosong: 'Data Barag Tidak Boleh Kosong',
  dataBarangMasihKosong: 'Data Barang Masih Kosong',
  dataBarangSortirBelumDipilih: 'Data Barang Sortir Belum Dipilih',
  dataBarangTidakAda: 'Data Barang Tidak Ada',
  dataBerhasilDiHapus: 'Data Berhasil Di Hapus',
  dataBerhasilDiedit: 'Data Berhasil Diedit',
  dataBerhasilDikirim: 'Data Berhasil Dikirim',
  dataBerhasilDisimpan: 'Data Berhasil Disimpan',
  dataKosong: 'Data Kosong !',
  dataLaporanBahanTukangKosong: 'Data Laporan Bahan Tukang Kosong',
  dataLaporanKosong: 'Data Laporan Kosong!',
  dataLaporanSoKosong: 'Data Laporan So Kosong',
  dataLaporanTersedia: 'Data Laporan Tersedia',
  dataLaporanTidakTersedia: 'Data Laporan Tidak Tersedia',
  dataTukangHarusDipilih: 'Data Tukang Harus Dipilih',
  dataValidasiTersedia: 'Data Validasi Tersedia',
  dataYangAndaCariTidakAda: 'Data Yang Anda Cari Tidak Ada',
  dataYangAndaCariTidakAdaBang: 'Data Yang Anda Cari Tidak Ada !!!',
  dataYangDiCariTidakAdaBang: 'Data Yang Di Cari Tidak Ada !!!',
  detailKirimMasihKosong: 'Detail Kirim Masih Kosong',
  editData: 'Edit Data',
  errorSedangDalamProsesTutupToko: 'Error! Sedang dalam proses tutup toko!',
  gagalLogout: 'Gagal Logout',
  gagalMengambilDataKeserver: 'Gagal Mengambil Data Keserver',
  gagalTerhubungKeServer: 'Gagal Terhubung Ke Server',
  gantiPassword: 'Ganti Password',
  goHome: 'Go Home',
  hanyaDapatMenginput1Barang: 'Hanya Dapat Menginput 1 Barang',
  informasi: 'Informasi !!!',
  invalidToken: 'Invalid Token.',
  invalidTokenLower: 'Invalid token.',
  jenisTersebutSudahAdaDiTabel: 'Jenis Tersebut Sudah Ada Di Tabel',
  jumlahBeratHarusDiisi: 'Jumlah Berat Harus Diisi',
  jumlahBeratMelebihiBeratAwal: 'Jumlah Berat Melebihi Berat Awal',
  jumlahQtyHarusDiisi: 'Jumlah Qty Harus Diisi',
  jumlahQtyMelebihiQtyAwal: 'Jumlah Qty Melebihi Qty Awal',
  kadarHarusDiisi: 'Kadar Harus Diisi',
  kategoriHarusDiisi: 'Kategori Harus Diisi',
  kategoriHarusDipilih: 'Kategori Harus Dipilih',
  kategoriTidakBolehKosong: 'Kategori Tidak Boleh Kosong',
  kodeBakiHarusDipilih: 'Kode Baki Harus Dipilih',
  kodeBarcodeTersebutSudahAdaDitabel: 'Kode Barcode Tersebut Sudah Ada Ditabel',
  kodeGudangHarusDipilih: 'Kode Gudang Harus Dipilih',
  kodeJenisHarusDipilih: 'Kode Jenis Harus Dipilih',
  kodeTokoHarusDipilih: 'Kode Toko Harus Dipilih',
  kodeTukangHarusDipilih: 'Kode Tukang Harus Dipilih',
  kodeTukangTidakBolehKosong: 'Kode Tukang Tidak Boleh Kosong',
  kondisiHarusDipilih: 'Kondisi Harus Dipilih',
  koneksiBermasalah: 'Koneksi Bermasalah',
  koneksiBermasalahDots: 'Koneksi bermasalah..',
  login: 'LOGIN',
  laporanBahanTukangDetailTersedia: 'Laporan Bahan Tukang Detail Tersedia',
  laporanBahanTukangRekapTersedia: 'Laporan Bahan Tukang Rekap Tersedia',
  laporanBarangDalamTersedia: 'Laporan Barang Dalam Tersedia',
  laporanKirimBarangTidakAda: 'Laporan Kirim Barang Tidak Ada',
  laporanKirimSepuhTersedia: 'Laporan Kirim Sepuh Tersedia',
  laporanOwnerTersedia: 'Laporan Owner Tersedia',
  laporanSaldoAktifTersedia: 'Laporan Saldo Aktif Tersedia',
  laporanTerimaBarangTersedia: 'Laporan Terima Barang Tersedia',
  laporanTersedia: 'Laporan Tersedia',
  logout: 'Logout',
  looksLikeYouConnectionIsBackYouCanUseOurWebsiteAgain: 'Looks like you connection is Back, You Can Use Our Website Again',
  looksLikeYouLostYourInternetConnection: 'Looks like you lost your internet connection',
  mohonMenungguSedangMenutupToko: 'Mohon Menunggu Sedang Menutup Toko !!!',
  noKirimTersedia: 'No Kirim Tersedia',
  noKirimTidakTersedia: 'No Kirim Tidak Tersedia',
  noPesananHarusDiisi: 'No Pesanan Harus Diisi',
  noPesananTidakAda: 'No Pesanan Tidak Ada',
  noSortirBerhasilDiBatal: 'No Sortir Berhasil Di Batal',
  ok: 'OK',
  ongkosTukangHarusDiisi: 'Ongkos Tukang Harus Diisi',
  oopss: 'Oopss!!',
  pabrikHarusDiisi: 'Pabrik Harus Diisi',
  passwordBerhasilDiubah: 'Password Berhasil Diubah',
  pesananKosong: 'Pesanan Kosong',
  qtyRusakHarusDiisi: 'Qty Rusak Harus Diisi',
  qtyRusakTidakBolehBesarDariJumlah: 'Qty Rusak Tidak Boleh Besar Dari Jumlah',
  qtySepuhHarusDiisi: 'Qty Sepuh Harus Diisi',
  qtySepuhTidakBolehBesarDariJumlah: 'Qty Sepuh Tidak Boleh Besar Dari Jumlah',
  semua: 'SEMUA',
  sedangMencari: 'Sedang Mencari',
  sedangMenyimpan: 'Sedang Menyimpan',
  /** Asked before leaving a document form that holds unsaved input. */
  silahkanCobaLagi: 'Silahkan Coba Lagi',
  stockOpnameBerhasil: 'Stock Opname Berhasil',
  stockOpnameGagalSilahkanCobaLagi: 'Stock Opname Gagal, Silahkan Coba Lagi',
  tambahBahanTersimpan: 'Tambah Bahan Tersimpan',
  tanggalAkhirTidakBolehKosong: 'Tanggal Akhir Tidak Boleh Kosong',
  tanggalAwalTidakBolehKosong: 'Tanggal Awal Tidak Boleh Kosong',
  tanggalSystemBerbedaDenganTanggalSekarangSilahkanTutupToko: 'Tanggal System Berbeda Dengan Tanggal Sekarang / Silahkan Tutup Toko',
  terjadiKesalahaanSaatMengirimData: 'Terjadi Kesalahaan Saat Mengirim Data',
  terjadiKesalahaanSaatRequestData: 'Terjadi Kesalahaan Saat Request Data',
  terjadiKesalahanSaatMengirimData: 'Terjadi Kesalahan Saat Mengirim Data',
  terjadiKesalahanSaatMengirimDataSilahkanUlangiLagi: 'Terjadi Kesalahan Saat Mengirim Data, Silahkan Ulangi Lagi !!',
  terjadiKesalahanSaatMerequestData: 'Terjadi Kesalahan Saat Merequest Data',
  terjadiKesalahanSaatRequest: 'Terjadi Kesalahan Saat Request',
  terjadiKesalahanSaatRequestData: 'Terjadi Kesalahan Saat Request Data',
  terjadiKesalhaanSaatRequestData: 'Terjadi Kesalhaan Saat Request Data',
  tidak: 'Tidak',
  tidakAdaData: 'Tidak Ada Data',
  tidakBisaInputBarangLebihDari1: 'Tidak Bisa Input Barang Lebih Dari 1',
  tidakBolehKosong: 'Tidak Boleh Kosong',
  tipeBarangHarusDipilih: 'Tipe Barang Harus Dipilih',
  tokoSudahDitutupOlehAkunLain: 'Toko Sudah Ditutup Oleh Akun Lain',
  totalSetorBahanHarusDiisi: 'Total Setor Bahan Harus Diisi',
  tujuanHarusDiilih: 'Tujuan Harus Diilih',
  tujuanHarusDipilih: 'Tujuan Harus Dipilih',
  tutupToko: 'Tutup Toko',
  tutupTokoSekarang: 'Tutup Toko Sekarang',
  updateTersediaSilahkanTutupTabHalamanIniDanBukaKembali: 'Update Tersedia, Silahkan Tutup Tab Halaman ini dan buka kembali',
  validasiHancurBarangRusakBelumAdaYangDipilih: 'Validasi Hancur Barang Rusak Belum ada yang dipilih',
  validasiInputBerhasil: 'Validasi Input Berhasil',
  validasiRusakBerhasil: 'Validasi Rusak Berhasil',
  validasiTerimaStockBerhasil: 'Validasi Terima Stock Berhasil',
  warning: 'Warning !!!',
} as const;

/** Texts Kencana adds where the specification is silent. */
export const EXTRA_MESSAGES = {
  // Leaving a document form that holds unsaved input (the document toolkit's leave guard).
  dataBelumDisimpan: 'Data Belum Disimpan, Tinggalkan Halaman Ini?',
  loginGagal: 'User ID Atau Password Salah',
  loginTerlaluBanyak: 'Terlalu Banyak Percobaan Login, Silahkan Coba Lagi Dalam 15 Menit',
  userIdHarusDiisi: 'User ID Harus Diisi',
  passwordHarusDiisi: 'Password Harus Diisi',
  passwordLamaSalah: 'Password Lama Salah',
  passwordBaruMinimal: 'Password Baru Minimal 8 Karakter',
  userTidakAktif: 'User Tidak Aktif, Hubungi Admin',
  aksesDitolak: 'Akses Di Menu Ini Tidak Di Izinkan',
  aksesTokoLainDitolak: 'Anda Tidak Diizinkan Mengakses Data Toko Lain',
  tokoTidakDitemukan: 'Toko Tidak Ditemukan',
  tokoBelumDitutup: 'Tanggal System Berbeda Dengan Tanggal Sekarang, Silahkan Tutup Toko Terlebih Dahulu',
  tanggalSystemSudahDepan: 'Tanggal System Sudah Melewati Tanggal Sekarang, Toko Tidak Dapat Ditutup',
  halamanTidakDitemukan: 'Halaman Tidak Ditemukan',
  dataTidakValid: 'Data Yang Dikirim Tidak Valid',
  yakinLogout: 'Apakah Anda Yakin Ingin Logout?',
  stokTidakCukup: 'Stock Tidak Mencukupi',
  dokumenTidakSeimbang: 'Berat Masuk Tidak Sama Dengan Berat Keluar Ditambah Susut',
  barcodeTidakDiTempat: 'Barang Tidak Berada Di Lokasi Yang Disebutkan',
  barcodeSudahAda: 'Kode Barcode Sudah Terdaftar',
  beratTidakValid: 'Berat Harus Berupa Angka Dengan Maksimal 3 Desimal',
  terjadiKesalahanServer: 'Terjadi Kesalahan Pada Server',
  // Web shell and login.
  namaAplikasi: 'Kencana',
  taglineAplikasi: 'Back Office Toko Emas',
  labelUserId: 'User ID',
  labelPassword: 'Password',
  tombolLogin: 'Login',
  passwordLama: 'Password Lama',
  passwordBaru: 'Password Baru',
  simpan: 'Simpan',
  cariMenu: 'Cari Menu',
  menuTidakDitemukan: 'Menu Tidak Ditemukan',
  bukaTutupMenu: 'Buka / Tutup Menu',
  grupMenu: 'Grup Menu',
  tanggalSystem: 'Tanggal System',
  tanggalLama: 'Tanggal Lama',
  tanggalBaru: 'Tanggal Baru',
  layarDisiapkan: 'Layar ini disiapkan untuk rilis berikutnya',
  // Sign-in security.
  passwordTerlaluUmum: 'Password Terlalu Mudah Ditebak, Gunakan Password Lain',
  passwordMengandungUserId: 'Password Tidak Boleh Mengandung User ID',
  passwordTerlaluPanjang: 'Password Maksimal 200 Karakter',
  bukaKunciLogin: 'Buka Kunci Login',
  kunciLoginDibuka: 'Kunci Login User Berhasil Dibuka',
  konfirmasiBukaKunciLogin: 'Buka Kunci Login User Ini? Percobaan Login Yang Gagal Akan Dihapus.',
  dataDirDipakai:
    'Folder Data {dir} Sedang Dipakai Server Lain (PID {pid}). Satu Folder Data Hanya Untuk Satu Server; Untuk Beberapa Server Pakai DATABASE_URL (PostgreSQL).',
  // Delivery, printouts, closing.
  masihAdaPekerjaanTertunda: 'Masih Ada Pekerjaan Yang Belum Selesai:',
  tidakAdaPekerjaanTertunda: 'Tidak Ada Pekerjaan Yang Tertunda',
  pekerjaanTertunda: '{label}: {dokumen} Dokumen, {qty} Pcs, {berat} Gr',
  pekerjaanTertundaTanpaDokumen: '{label}: {qty} Pcs, {berat} Gr',
  tokoTelahDitutupTanggalBaru: 'Toko Telah Ditutup. Tanggal System Baru: {tanggal}. Silahkan Login Kembali.',
  konfirmasiPasswordBaru: 'Konfirmasi Password Baru',
  konfirmasiPasswordTidakSama: 'Konfirmasi Password Baru Tidak Sama Dengan Password Baru',
  // Reports and documents.
  tanggalTidakBolehKosong: 'Tanggal Tidak Boleh Kosong',
  tanggalAwalMelebihiTanggalAkhir: 'Tanggal Awal Tidak Boleh Melebihi Tanggal Akhir',
  laporanTidakDikenal: 'Laporan Tidak Dikenal',
  exportGagal: 'Export Gagal, Silahkan Coba Lagi',
  dataTerlaluBanyakUntukPdf: 'Data Terlalu Banyak Untuk PDF, Silahkan Export Excel Atau Persempit Pencarian',
  // Input refused at the edge.
  karakterTidakDiizinkan: 'Data Mengandung Karakter Yang Tidak Diizinkan',
  formatDataTidakValid: 'Format Data Yang Dikirim Tidak Valid',
  dataTerlaluBesar: 'Data Yang Dikirim Terlalu Besar',
  jenisDataTidakDidukung: 'Jenis Data Yang Dikirim Tidak Didukung',
  uploadTidakLengkap: 'File Yang Dikirim Tidak Lengkap, Silahkan Upload Ulang',
  headerTerlaluBesar: 'Header Permintaan Terlalu Besar',
  permintaanTidakValid: 'Permintaan Tidak Valid',
  waktuPermintaanHabis: 'Waktu Permintaan Habis, Silahkan Coba Lagi',
  metodeTidakDiizinkan: 'Metode Permintaan Tidak Diizinkan',
  // Barcode labels.
  barangBelumDiBaki: 'Barang Tidak Berada Di Baki',
  belumAdaBarangDipilih: 'Belum Ada Barang Yang Dipilih',
  labelBarcodeSiap: 'Label Barcode Siap Dicetak',
  terlaluBanyakLabel: 'Maksimal 1000 Label Sekali Cetak',
  // Goods (Barang menu group).
  kodeBarcodeMinimal8: 'Kode Barcode Minimal 8 Karakter',
  barangTidakDiBaki: 'Barang Tidak Berada Di Baki Toko Ini',
  barangTidakDapatDiubah: 'Barang Yang Tidak Berada Di Baki Tidak Dapat Diubah',
  bakiTidakDitemukan: 'Kode Baki Tidak Ditemukan',
  bakiTujuanSamaDenganAsal: 'Baki Tujuan Tidak Boleh Sama Dengan Baki Asal',
  bakiTidakBerisiBarang: 'Baki Tidak Berisi Barang',
  bakiTujuanHarusGudangSortir: 'Baki Tujuan Harus Baki Gudang Sortir',
  barangBukanBarangDisplay: 'Barang Tidak Berada Di Baki Display',
  tujuanTidakBolehTokoSendiri: 'Tujuan Tidak Boleh Toko Sendiri',
  kategoriTidakDitemukan: 'Kategori Tidak Ditemukan',
  jenisTidakSesuaiKategori: 'Jenis Tidak Sesuai Dengan Kategori',
  kadarTidakValid: 'Kadar Tidak Valid',
  tipeBarangTidakValid: 'Tipe Barang Harus SP Atau A',
  beratHarusLebihDariNol: 'Berat Harus Lebih Dari 0',
  nilaiHarusAngka: 'Nilai Harus Berupa Angka Bulat',
  kirimanTidakDitemukan: 'No Kirim Tidak Ditemukan',
  kirimanSudahDiterima: 'Kiriman Sudah Diterima',
  barangTidakAdaDalamKiriman: 'Barang Tidak Ada Dalam Kiriman Ini',
  barangSudahDiterima: 'Barang Sudah Diterima',
  bakiHarusBakiTokoPenerima: 'Baki Harus Baki Toko Penerima',
  cucianTidakDitemukan: 'No Cucian Tidak Ditemukan',
  barangTidakAdaDalamCucian: 'Barang Tidak Ada Dalam Cucian Ini',
  beratCuciTidakBolehLebih: 'Berat Sesudah Cuci Tidak Boleh Lebih Dari Berat Sebelum Cuci',
  kategoriJenisSamaDenganAsal: 'Kategori Dan Jenis Tujuan Sama Dengan Asal',
  fotoHarusJpeg: 'Foto Harus Berformat JPEG',
  fotoTerlaluBesar: 'Ukuran File Foto Maksimal 1 MB',
  fotoResolusiTerlaluBesar: 'Ukuran Foto Maksimal 720 x 1366 Piksel',
  fotoTidakDitemukan: 'Foto Tidak Ditemukan',
  fileHarusXlsxAtauCsv: 'File Harus Berformat XLSX Atau CSV',
  fileTidakBerisiData: 'File Tidak Berisi Data',
  fileTerlaluBesar: 'Ukuran File Maksimal 5 MB',
  importDitolak: 'Import Dibatalkan, Ada Baris Yang Ditolak',
  barisTerlaluBanyak: 'Jumlah Baris Maksimal 5000',
  penyimpananFotoGagal: 'Penyimpanan Foto Gagal, Silahkan Coba Lagi',
  tanggalAwalLebihDariAkhir: 'Tanggal Awal Tidak Boleh Lebih Dari Tanggal Akhir',
  barangSudahAdaDiBakiTujuan: 'Barang Sudah Berada Di Baki Tujuan',
  barangSudahBerubah: 'Data Barang Sudah Berubah, Silahkan Scan Ulang',
  // Goods screens (add, receive, send, import).
  kameraTidakTersedia: 'Kamera Tidak Dapat Dibuka, Periksa Izin Kamera',
  fotoTidakDapatDibaca: 'File Foto Tidak Dapat Dibaca',
  scanTidakBisaDiterima: 'Hapus Dulu Barcode Yang Tidak Ada Di Kiriman Atau Sudah Diterima',
  fileBelumDipilih: 'File Belum Dipilih',
  fileSiapDiimport: 'Semua Baris Valid, File Siap Diimport',
  dataBarangTerpotong: 'Hanya Sebagian Barang Yang Ditampilkan, Persempit Filter Atau Scan Barcode',
  // Goods screens (moving, converting, destroying, cleaning, weighing, counting).
  bakiAsalHarusDipilih: 'Baki Asal Harus Dipilih',
  bakiTujuanHarusDipilih: 'Baki Tujuan Harus Dipilih',
  noCucianHarusDipilih: 'No Cucian Harus Dipilih',
  tidakAdaCucianTerbuka: 'Tidak Ada Cucian Yang Masih Di Tukang Cuci',
  beratTotalCuciTidakBolehLebih: 'Berat Total Sesudah Cuci Tidak Boleh Lebih Dari Berat Sebelum Cuci',
  bakiKosong: 'Baki Ini Tidak Berisi Barang',
  // Stock documents (the kernel).
  dokumenTidakDitemukan: 'Dokumen Tidak Ditemukan',
  dokumenSudahDibatalkan: 'Dokumen Sudah Dibatalkan',
  dokumenBerhasilDibatalkan: 'Dokumen Berhasil Dibatalkan',
  dokumenTidakDapatDibatalkan: 'Barang Dokumen Ini Sudah Berpindah Atau Berubah, Dokumen Tidak Dapat Dibatalkan',
  opnameBelumAdaBarangDiscan: 'Belum Ada Barang Yang Discan, Scan Barang Atau Konfirmasi Baki Kosong',
  opnameBakiKosongHanyaOwner: 'Konfirmasi Baki Kosong Hanya Untuk Owner Atau Super User',
  opnameSudahDiposting: 'Stock Opname Baki Ini Sudah Diposting, Muat Ulang Data',
  timbangSudahDisimpan: 'Timbangan Baki Ini Sudah Disimpan, Muat Ulang Data',
  permintaanSudahDiproses: 'Permintaan Ini Sudah Diproses, Periksa Data Sebelum Mengulang',
  kunciPermintaanTidakValid: 'Kunci Permintaan Tidak Valid',
  kunciPermintaanWajib: 'Permintaan Tanpa Kunci Idempotensi Ditolak, Muat Ulang Halaman',
  // Safe entry: a confirmation before an implausible weight is saved, and the scan state of a row.
  beratMelebihiBatasSatuBarang: 'Berat Melebihi Batas Wajar Satu Barang, Apakah Berat Sudah Benar?',
  belumDiscan: 'BELUM DISCAN',
  ubah: 'Ubah',
  // Master data.
  dataBerhasilDiaktifkan: 'Data Berhasil Diaktifkan Kembali',
  dataTidakDitemukan: 'Data Tidak Ditemukan Atau Sudah Dihapus',
  dataSudahAktif: 'Data Sudah Aktif',
  tokoSemua: 'Semua Toko',
  // Page frame and notices.
  silahkanCariData: 'Silahkan Cari Data',
  // Users and access rights.
  passwordMinimal: 'Password Minimal 8 Karakter',
  passwordBerhasilDireset: 'Password Berhasil Direset',
  hakAksesBerhasilDisimpan: 'Hak Akses Berhasil Disimpan',
  userBerhasilDinonaktifkan: 'User Berhasil Dinonaktifkan',
  hanyaOwnSuHakAkses: 'Hanya OWN Atau SU Yang Dapat Mengubah Hak Akses',
  hanyaOwnSuLevel: 'Hanya OWN Atau SU Yang Dapat Menentukan Level User',
  hanyaOwnSuResetPassword: 'Hanya OWN Atau SU Yang Dapat Mereset Password',
  hanyaOwnLevelOwn: 'Hanya OWN Yang Dapat Memberi Atau Mengubah Level OWN',
  hanyaOwnSuUserOwnSu: 'Hanya OWN Atau SU Yang Dapat Mengubah User OWN Atau SU',
  // The active store (OWN/SU act for any store) and the chain-wide settings.
  hanyaOwnSuTokoAktif: 'Hanya OWN Atau SU Yang Dapat Mengganti Toko Aktif',
  hanyaOwnSuSettingSeluruhToko: 'Hanya OWN Atau SU Yang Dapat Mengubah Setting Seluruh Toko',
  tokoAktif: 'Toko Aktif',
  tidakBolehUbahDiriSendiri: 'Tidak Dapat Mengubah Level Atau Menonaktifkan User Sendiri',
  menuTidakDikenal: 'Menu Tidak Dikenal',
  semuaAksesOwnSu: 'User OWN Dan SU Memiliki Semua Akses',
  pilihUser: 'Pilih User',
  // The day's blind count and the OWN/SU approvals at the counter.
  hitungKasBerhasil: 'Hitung Kas Berhasil Disimpan',
  hitungKasSudahAda: 'Kas Hari Ini Sudah Dihitung, Hitung Ulang Hanya Setelah Ada Transaksi Baru',
  hitungHanyaTanggalSystem: 'Hitung Kas Hanya Untuk Tanggal System Toko',
  hitungKasBelumDihitung: 'Kas Belum Dihitung, Lakukan Hitung Kas Sebelum Tutup Toko',
  kasBerubahSetelahDihitung: 'Kas Berubah Setelah Dihitung, Hitung Ulang Sebelum Tutup Toko',
  hitungKasMenungguOtorisasi: 'Selisih Kas Belum Disetujui OWN/SU, Minta Otorisasi Sebelum Tutup Toko',
  selisihPerluOtorisasi: 'Ada Selisih Kas, Perlu Otorisasi OWN/SU',
  selisihTidakPerluOtorisasi: 'Tidak Ada Selisih Yang Menunggu Otorisasi',
  selisihBerhasilDisetujui: 'Selisih Kas Berhasil Disetujui Dan Dibukukan',
  selisihDalamToleransi: 'Selisih Dalam Toleransi Toko',
  otorisasiDitolak: 'Otorisasi Ditolak: User ID Atau Password Salah',
  otorisasiBukanOwnSu: 'Otorisasi Ditolak: Hanya User OWN Atau SU Yang Dapat Menyetujui',
  otorisasiTerlaluBanyak: 'Terlalu Banyak Otorisasi Gagal, Coba Lagi Dalam 15 Menit',
  otorisasiWajib: 'Perlu Otorisasi OWN/SU',
  otorisasi: 'Otorisasi',
  hargaBeliMelebihiHitung: 'Harga Beli Melebihi Harga Hitung, Perlu Otorisasi OWN/SU',
  // A payout or cancel that would take the drawer below 0.
  saldoKasTidakMencukupi: 'Saldo Kas Tidak Mencukupi',
  saldoTitipanTidakMencukupi: 'Saldo Titipan Tidak Mencukupi',
  /** An order's down payment paid by a method the counter does not take (a typo would open a clearing account). */
  jenisBayarTidakDikenal: 'Jenis Bayar Tidak Dikenal',
  pembayaranMelebihiPinjaman: 'Pembayaran Melebihi Sisa Pinjaman',
  // Cash & bank, sending money to head office, Master Rekening.
  kasBerhasilDisimpan: 'Transaksi Kas Berhasil Disimpan',
  bankBerhasilDisimpan: 'Transaksi Bank Berhasil Disimpan',
  setorBerhasilDikirim: 'Setoran Ke Pusat Berhasil Dikirim',
  setorBerhasilDiterima: 'Setoran Berhasil Diterima Pusat',
  setorSudahDiterima: 'Setoran Ini Sudah Diterima',
  setorTidakDitemukan: 'Setoran Tidak Ditemukan',
  setorHanyaPusat: 'Setoran Hanya Dapat Diterima Oleh Pusat (OWN, SU Atau User Toko Pusat)',
  setorSudahDiterimaTidakDapatDibatalkan: 'Setoran Sudah Diterima Pusat, Tidak Dapat Dibatalkan',
  kodeTransaksiTidakDikenal: 'Kode Transaksi Tidak Ditemukan',
  rekeningTidakDitemukan: 'Rekening Tidak Ditemukan',
  saldoBankTidakMencukupi: 'Saldo Rekening Tidak Mencukupi',
  jumlahHarusLebihDariNol: 'Jumlah Harus Lebih Dari 0',
  batalHanyaHariIni: 'Staff Hanya Dapat Membatalkan Transaksi Hari Ini',
  transaksiKeuanganTidakDitemukan: 'Transaksi Keuangan Tidak Ditemukan',
  kategoriHanyaUangMasuk: 'Kode Transaksi Ini Hanya Untuk Uang Masuk',
  kategoriHanyaUangKeluar: 'Kode Transaksi Ini Hanya Untuk Uang Keluar',
} as const;

export const MESSAGES = { ...SPEC_MESSAGES, ...EXTRA_MESSAGES, ...tukangMessages() } as const;
export type MessageKey = keyof typeof MESSAGES;

/** '<Field> Harus Diisi' — required-field message of master and dispatch forms. */
export const harusDiisi = (field: string): string => `${field} Harus Diisi`;
/** '<Field> Harus Dipilih' — required choice. */
export const harusDipilih = (field: string): string => `${field} Harus Dipilih`;
/** '<Field> Tidak Boleh Kosong' — required-field message of the goods form. */
export const tidakBolehKosong = (field: string): string => `${field} Tidak Boleh Kosong`;
/** 'Apakah Anda Yakin Ingin Menghapus ...?' with the record named. */
export const konfirmasiHapus = (what: string): string => `Apakah Anda Yakin Ingin Menghapus ${what}?`;
/** 'Apakah Anda Yakin Ingin Menonaktifkan ...?' — deactivating a user. */
export const konfirmasiNonaktif = (what: string): string => `Apakah Anda Yakin Ingin Menonaktifkan ${what}?`;
/** A second active record with the same key. */
export const dataSudahAda = (noun: string, key: string): string => `Data ${noun} ${key} Sudah Ada`;
/** The answer to adding a key that exists as a deleted record: holds DELETED, so the web offers 'Aktifkan'. */
export const dataSudahDihapus = (noun: string, key: string): string =>
  `Data ${noun} ${key} Sudah Ada Dengan Status ${DELETED_MARKER}, Aktifkan Kembali?`;
/** A record still used elsewhere cannot be deleted. */
export const masihDipakai = (noun: string, key: string, by: string): string =>
  `Data ${noun} ${key} Masih Dipakai Oleh ${by}, Tidak Dapat Dihapus`;
/** A chosen reference (a group, a warehouse…) that does not exist or was deleted. */
export const tidakDitemukan = (label: string, value: string): string => `${label} ${value} Tidak Ditemukan`;
/** Format refusals of master forms. */
export const harusAngka = (label: string): string => `${label} Harus Berupa Angka`;
/** A document with a cancel of its own (a service, a deposit), refused by the generic cancel: where to cancel it. */
export const batalLewatMenuSendiri = (no_dokumen: string, menu: string): string => `Dokumen ${no_dokumen} Dibatalkan Lewat Menu ${menu}`;
export const harusBerat = (label: string): string => `${label} Harus Berupa Angka Dengan Maksimal 3 Desimal`;
export const harusPersen = (label: string): string => `${label} Harus Berupa Angka 0 Sampai 100`;
export const harusTanggal = (label: string): string => `${label} Harus Berformat YYYY-MM-DD`;
export const harusKadar = (label: string): string => `${label} Hanya Boleh Angka, Titik Dan K`;
export const harusKode = (label: string): string => `${label} Hanya Boleh Huruf, Angka, Titik, Strip Dan Garis Bawah`;
export const maksimalKarakter = (label: string, max: number): string => `${label} Maksimal ${max} Karakter`;
// Refusals the zod error map words for any field (contracts/error-map.ts).
/** '<Field> Tidak Valid' — a value of the wrong kind or form. */
export const tidakValid = (label: string): string => `${label} Tidak Valid`;
/** An impossible or malformed calendar date: 'Tanggal Akhir Tidak Valid'. */
export const tanggalTidakValid = (label: string): string => `${/^Tanggal\b/.test(label) ? label : `Tanggal ${label}`} Tidak Valid`;
export const minimalKarakter = (label: string, min: number | string): string => `${label} Minimal ${min} Karakter`;
export const harusBilanganBulat = (label: string): string => `${label} Harus Berupa Angka Bulat`;
export const nilaiMinimal = (label: string, min: number | string): string => `${label} Minimal ${min}`;
/** A number that must be above a bound it may not equal ('Berat Harus Lebih Dari 0'). */
export const harusLebihDari = (label: string, min: number | string): string => `${label} Harus Lebih Dari ${min}`;
export const nilaiMaksimal = (label: string, max: number | string): string => `${label} Maksimal ${max}`;
export const jumlahMaksimal = (label: string, max: number | string): string => `Jumlah ${label} Maksimal ${max}`;
export const jumlahMinimal = (label: string, min: number | string): string => `Jumlah ${label} Minimal ${min}`;
/** A NUL byte (or another character the database cannot store) in a field. */
export const karakterTidakDiizinkanDi = (label: string): string => `${label} Mengandung Karakter Yang Tidak Diizinkan`;
/** Fields a payload may not carry. */
export const dataTidakDikenal = (keys: string): string => `Data ${keys} Tidak Dikenal`;
/** Confirming a receipt: how many goods go onto which tray. */
export const konfirmasiTerimaBarang = (qty: number, baki: string): string => `Terima ${qty} Barang Ke Baki ${baki}?`;
/** A checked import file with rejected rows. */
export const barisDitolak = (count: number): string => `${count} Baris Ditolak, Perbaiki File Lalu Cek Ulang`;
/** 'Apakah Anda Yakin Ingin Membatal No Sortir Ini {no}?' */
export const konfirmasiBatalSortir = (no: string): string => `Apakah Anda Yakin Ingin Membatal No Sortir Ini ${no}?`;
/** Confirmation before a whole tray is moved. */
export const konfirmasiPindahSatuBaki = (asal: string, tujuan: string): string =>
  `Apakah Anda Yakin Ingin Memindahkan Semua Isi Baki ${asal} Ke Baki ${tujuan}?`;
/** Confirmation before items are destroyed (melted). */
export const konfirmasiHancur = (qty: string, berat: string): string =>
  `Apakah Anda Yakin Ingin Menghancurkan ${qty} Barang (${berat} gr)? Barang Tidak Dapat Dijual Lagi.`;
/** Confirmation (OWN/SU only) that a tray was counted empty: everything it holds is booked missing. */
export const konfirmasiBakiKosong = (baki: string): string =>
  `Tidak Ada Barang Yang Discan. Konfirmasi Baki ${baki} Kosong? Semua Barang Di Baki Ini Akan Dicatat Hilang.`;
/** Confirmation before a stock count is posted. */
export const konfirmasiPostingOpname = (baki: string, hilang: number, lebih: number, selisih: string): string =>
  `Apakah Anda Yakin Ingin Memposting Stock Opname Baki ${baki}? Hilang ${hilang}, Lebih ${lebih}, Selisih Berat ${selisih} gr.`;
/** 'Printed By {user} / {date}' on every PDF. */
export const printedBy = (user: string, date: string): string => `Printed By ${user} / ${date}`;
/** 'n of N' page numbering on every PDF. */
export const pageOf = (page: number, pages: number): string => `${page} of ${pages}`;

/** The marker a server answer carries when an added key exists as a deleted record. */
export const DELETED_MARKER = 'DELETED';
/** The system parameter that selects the gold-price rule, and its 100% value. */
export const KATEGORI_HARGA_KEY = 'kategori_harga';
export const HARGA_100 = 'harga_100%';
/** Money prefix as the receipts and screens print it. */
export const RUPIAH_PREFIX = 'Rp.';
/** The "everything" option of filters. */
export const SEMUA = 'SEMUA';

// ── tukang (craftsmen material, custom orders, order stock opname) ──
/** Texts of the craftsmen and orders screens where the specification is silent (a function: hoisted into MESSAGES). */
function tukangMessages() {
  return {
    tukangTidakDitemukan: 'Tukang Tidak Ditemukan',
    saldoBahanTersedia: 'Saldo Bahan Tersedia',
    jenisBahanTidakValid: 'Jenis Bahan Harus PATRI Atau BAHAN',
    jumlahBahanHarusLebihDariNol: 'Jumlah Bahan Harus Lebih Dari 0',
    bahanTukangTidakCukup: 'Bahan Tukang Tidak Cukup',
    bahanDiBakiTidakCukup: 'Bahan Di Baki Tidak Cukup',
    bakiBahanTukangTidakAda: 'Toko Belum Memiliki Baki Gudang Bahan Tukang, Pilih Kode Baki',
    pesananTersimpan: 'Pesanan Tersimpan',
    dataPesananTersedia: 'Data Pesanan Tersedia',
    tanggalJatuhTempoTidakValid: 'Tanggal Jatuh Tempo Tidak Boleh Sebelum Tanggal Pesanan',
    pesananSudahDibagi: 'Pesanan Sudah Dibagikan Ke Tukang',
    pesananBelumDibagi: 'Pesanan Belum Dibagikan Ke Tukang',
    pesananSudahSelesai: 'Pesanan Sudah Selesai',
    pesananSelesaiTersimpan: 'Pesanan Selesai Tersimpan',
    pesananBelumSelesai: 'Pesanan Belum Selesai',
    pesananSudahDiserahkan: 'Pesanan Sudah Diserahkan',
    pesananSudahDiinput: 'Pesanan Sudah Diinput Sebagai Barang',
    beratMelebihiPesanan: 'Berat Barang Melebihi Berat Pesanan Selesai',
    kategoriPesananHarusSama: 'Kategori Barang Pesanan Harus Sama',
    pesananBerhasilDipindah: 'Pesanan Berhasil Dipindah',
    tukangTujuanSama: 'Tukang Tujuan Sama Dengan Tukang Asal',
    detailPesananKosong: 'Detail Barang Pesanan Harus Diisi',
    customerHarusDiisi: 'Customer Harus Diisi',
    uangMukaMelebihiTotal: 'Uang Muka Melebihi Total Pesanan',
    pembayaranTidakSesuai: 'Total Pembayaran Harus Sama Dengan Uang Muka',
    tidakAdaPesananSelesai: 'Tidak Ada Pesanan Selesai Untuk Di Stock Opname',
    stockOpnameSudahDiposting: 'Stock Opname Tukang Ini Sudah Diposting, Muat Ulang Data',
    setorMelebihiSaldo: 'Total Setor Bahan Melebihi Saldo Bahan Tukang',
  } as const;
}
/** 'Bahan Tukang Tidak Cukup, Sisa {n} gr' — taking more than the craftsman holds. */
export const bahanTukangTidakCukup = (sisa: string): string => `Bahan Tukang Tidak Cukup, Sisa ${sisa} gr`;
/** 'Bahan Di Baki Tidak Cukup, Sisa {n} gr' — giving more than the tray holds. */
export const bahanDiBakiTidakCukup = (sisa: string): string => `Bahan Di Baki Tidak Cukup, Sisa ${sisa} gr`;
// ── members, points and validations ──
/** Texts of the members, points, gift-exchange and sales-validation flows. */
export const MEMBER_MESSAGES = {
  memberTidakDitemukan: 'Member Tidak Ditemukan',
  poinTidakCukup: 'Poin Member Tidak Cukup',
  poinTidakBolehNol: 'Jumlah Poin Tidak Boleh 0',
  poinSudahDikembalikan: 'Poin Dokumen Ini Sudah Dikembalikan',
  hadiahTidakDitemukan: 'Hadiah Tidak Ditemukan',
  stokHadiahTidakCukup: 'Stok Hadiah Tidak Cukup',
  berhasilSimpanPoin: 'Transaksi Poin Berhasil Disimpan',
  berhasilTukarPoin: 'Tukar Point Berhasil Disimpan',
  konfirmasiTukarPoin: 'Apakah Anda Yakin Ingin Menukar Poin Member Ini?',
  pilihMemberDulu: 'Pilih Member Terlebih Dahulu',
  transaksiSudahDivalidasi: 'Transaksi Sudah Divalidasi',
  transaksiTidakDitemukan: 'No Faktur Tidak Ditemukan Pada Tanggal Ini',
  tidakAdaYangDivalidasi: 'Tidak Ada Transaksi Yang Dipilih',
  berhasilValidasi: 'Validasi Berhasil Disimpan',
  uangDiterimaTidakSesuai: 'Uang Diterima Tidak Sesuai Dengan Transaksi',
  tanggalValidasiMelebihiTanggalSystem: 'Tanggal Validasi Melebihi Tanggal System Toko',
  berhasilSimpanSettingToko: 'Setting Toko Berhasil Disimpan',
  konfirmasiValidasi: 'Apakah Anda Yakin Ingin Memvalidasi Transaksi Yang Dipilih?',
} as const;
/** The close of day refused: 'Masih Ada 3 Transaksi Yang Belum Divalidasi, Validasi Terlebih Dahulu'. */
export const belumDivalidasiJumlah = (jumlah: number | string): string =>
  `Masih Ada ${jumlah} Transaksi Yang Belum Divalidasi, Validasi Terlebih Dahulu`;
/** A member's balance is too small: 'Poin Member Tidak Cukup (Sisa 12)'. */
export const poinTidakCukupSisa = (sisa: number | string): string => `Poin Member Tidak Cukup (Sisa ${sisa})`;
/** A manual correction past the level's daily cap: 'Koreksi Poin Melebihi Batas Harian Level User (Sisa 40)'. */
export const koreksiPoinMelebihiBatas = (sisa: number | string): string => `Koreksi Poin Melebihi Batas Harian Level User (Sisa ${sisa})`;
/** Gift stock is too small: 'Stok Hadiah Tidak Cukup (Sisa 0)'. */
export const stokHadiahSisa = (sisa: number | string): string => `Stok Hadiah Tidak Cukup (Sisa ${sisa})`;

// ── counter: sale ──
/** Texts of the sale (/transaksi-penjualan, /lihat-penjualan, /batal-penjualan) and the nota setting (/settingNota). */
export const PENJUALAN_MESSAGES = {
  penjualanBerhasil: 'Transaksi Penjualan Berhasil Disimpan',
  penjualanTidakDitemukan: 'No Faktur Jual Tidak Ditemukan',
  penjualanSudahDibatalkan: 'Penjualan Sudah Dibatalkan',
  penjualanBagianTukar: 'Penjualan Ini Bagian Dari Tukar Barang, Tidak Dapat Dibatalkan Sendiri',
  penjualanBerhasilDibatalkan: 'Penjualan Berhasil Dibatalkan',
  batalPenjualanHanyaHariIni: 'Penjualan Hanya Dapat Dibatalkan Pada Hari Transaksi',
  barangSudahTerjual: 'Barang Sudah Terjual',
  barangBukanTokoIni: 'Barang Bukan Milik Toko Ini',
  salesTidakDitemukan: 'Kode Sales Tidak Ditemukan',
  salesHarusDipilih: 'Sales Harus Dipilih',
  memberTidakDitemukan: 'Member Tidak Ditemukan',
  customerHarusDiisi: 'Member Atau Nama Customer Harus Diisi',
  marketplaceTidakDitemukan: 'Marketplace Tidak Ditemukan',
  bankHarusDiisi: 'Bank Harus Diisi Untuk Pembayaran Transfer, Debit Dan Kredit',
  marketplaceHarusDiisi: 'Marketplace Dan No Pesanan Harus Diisi Untuk Pembayaran Marketplace',
  pembayaranKosong: 'Pembayaran Tidak Boleh Kosong',
  pembayaranKurang: 'Jumlah Pembayaran Kurang',
  nonTunaiMelebihiTotal: 'Pembayaran Non Tunai Melebihi Total Harga, Kembalian Hanya Dari Tunai',
  diskonMelebihiBatas: 'Diskon Melebihi Batas Level User',
  jumlahBayarTidakValid: 'Jumlah Pembayaran Harus Lebih Dari 0',
  hargaEmasBelumDiisi: 'Harga Emas Kategori Ini Belum Diisi',
  settingNotaBerhasil: 'Setting Nota Berhasil Disimpan',
  konfirmasiSimpanPenjualan: 'Simpan Transaksi Penjualan Ini?',
  konfirmasiBatalPenjualan: 'Apakah Anda Yakin Ingin Membatalkan Penjualan Ini?',
  dataPenjualanTersedia: 'Data Penjualan Tersedia',
  dataPenjualanTidakAda: 'Data Penjualan Tidak Ada',
} as const;

// ── counter: buy-back and exchange ──
/** Texts of the buy-back (/transaksi-pembelian, /lihat-pembelian, /batal-pembelian) and the exchange. */
export const PEMBELIAN_MESSAGES = {
  pembelianBerhasil: 'Transaksi Pembelian Berhasil Disimpan',
  pembelianTidakDitemukan: 'No Faktur Beli Tidak Ditemukan',
  pembelianSudahDibatalkan: 'Pembelian Sudah Dibatalkan',
  pembelianSudahDisortir: 'Pembelian Sudah Disortir, Tidak Dapat Dibatalkan',
  pembelianBerhasilDibatalkan: 'Pembelian Berhasil Dibatalkan',
  batalHanyaHariIni: 'Pembelian Hanya Dapat Dibatalkan Pada Hari Transaksi',
  kondisiTidakDitemukan: 'Kondisi Pembelian Tidak Ditemukan',
  kategoriTidakDitemukan: 'Kategori Tidak Ditemukan',
  jenisTidakDitemukan: 'Jenis Tidak Ditemukan Atau Bukan Jenis Kategori Ini',
  kadarTidakValid: 'Kadar Tidak Valid',
  beratHarusLebihDariNol: 'Berat Harus Lebih Dari 0',
  pembayaranTidakSesuai: 'Jumlah Pembayaran Harus Sama Dengan Total Harga',
  pembayaranKurang: 'Jumlah Pembayaran Kurang',
  hargaEmasBelumDiisi: 'Harga Beli Emas Kategori Ini Belum Diisi',
  notaTidakDitemukan: 'No Faktur Jual Tidak Ditemukan',
  barangBelumTerjual: 'Barang Ini Tidak Tercatat Terjual',
  barangSudahDibeliKembali: 'Barang Ini Sudah Pernah Dibeli Kembali',
  barangTidakAdaDiNota: 'Barang Tidak Ada Di Nota Ini',
  nikTidakValid: 'No KTP (NIK) Harus 16 Digit Angka',
  noHpTidakValid: 'No HP Tidak Valid',
  dataPembelianTersedia: 'Data Pembelian Tersedia',
  dataPembelianTidakAda: 'Data Pembelian Tidak Ada',
  tukarBerhasil: 'Transaksi Tukar Barang Berhasil Disimpan',
  barangTukarTidakAda: 'Data Barang Tukar Tidak Ada',
  dataBarangTukarTersedia: 'Data Barang Tukar Tersedia',
  konfirmasiBatalPembelian: 'Apakah Anda Yakin Ingin Membatalkan Pembelian Ini?',
  salesTidakDitemukan: 'Kode Sales Tidak Ditemukan',
  barangLamaKosong: 'Barang Lama (Dibeli) Tidak Boleh Kosong',
  barangBaruKosong: 'Barang Baru (Dijual) Tidak Boleh Kosong',
  batalTukarJuga: 'Pembelian Ini Bagian Dari Tukar Barang: Penjualannya Ikut Dibatalkan',
  tukarTidakDitemukan: 'No Tukar Tidak Ditemukan',
  tukarSudahDibatalkan: 'Tukar Barang Sudah Dibatalkan',
  tukarBerhasilDibatalkan: 'Tukar Barang Berhasil Dibatalkan',
  pilihBarangDariNota: 'Nota Ini Berisi Lebih Dari Satu Barang, Pilih Kode Barcode',
  pembelianBagianTukar: 'Pembelian Ini Bagian Dari Tukar Barang, Tidak Dapat Dibatalkan Sendiri',
  barangBeliKosong: 'Data Barang Pembelian Tidak Boleh Kosong',
  konfirmasiSimpanPembelian: 'Simpan Transaksi Pembelian Ini?',
  konfirmasiSimpanTukar: 'Simpan Transaksi Tukar Barang Ini?',
} as const;

// ── sepuhan: sorting, refining, labelling, damaged goods ──
/** Texts of /sortir-pembelian, /sortir-sepuh, /kirim-sepuh, /terima-sepuh, /kirim-labeling, /validasi-barang-rusak. */
export const SEPUHAN_MESSAGES = {
  noSortirTidakDitemukan: 'No Sortir Tidak Ditemukan',
  noSortirSudahDibatal: 'No Sortir Sudah Di Batal',
  noSortirSudahDiproses: 'No Sortir Tidak Dapat Di Batal, Barang Sudah Diproses Lebih Lanjut',
  pembelianSudahDisortir: 'Data Pembelian Sudah Disortir Atau Dibatalkan, Muat Ulang Data',
  gudangSortirTidakValid: 'Kode Gudang Harus SP, RUSAK, SP-LN, SP-BOS Atau SP-PBRK',
  gudangSortirSepuhTidakValid: 'Kode Gudang Harus SS',
  bakiBukanGudangIni: 'Baki Tidak Berada Di Gudang Yang Dipilih',
  totalTidakSesuai: 'Jumlah Qty Dan Berat Tidak Sesuai Dengan Barang Yang Dipilih',
  barangSortirSudahDiproses: 'Barang Sortir Sudah Disortir Sepuh Atau Dibatal, Muat Ulang Data',
  bakiHarusGudangSS: 'Baki Harus Baki Gudang SS',
  stokBakiBerubah: 'Data Barang Di Baki Sudah Berubah, Muat Ulang Data',
  stokBakiKosong: 'Tidak Ada Barang Di Baki Untuk Jenis Ini',
  noSepuhTidakDitemukan: 'No Sepuh Tidak Ditemukan',
  jenisSudahDiterima: 'Jenis Ini Sudah Diterima Dari Tukang Sepuh',
  jenisTidakAdaDiKirimSepuh: 'Jenis Tidak Ada Di Kiriman Sepuh Ini',
  beratTerimaMelebihiKirim: 'Berat Terima Dan Berat Rusak Tidak Boleh Melebihi Berat Kirim Sepuh',
  qtyTerimaMelebihiKirim: 'Qty Terima Dan Qty Rusak Tidak Boleh Melebihi Qty Kirim Sepuh',
  bakiHarusGudangKS: 'Baki Harus Baki Gudang KS',
  bakiTujuanHarusGudangKC: 'Baki Tujuan Harus Baki Gudang KC Cabang Yang Dipilih',
  noTerimaSepuhTidakDitemukan: 'No Terima Sepuh Tidak Ditemukan',
  noKirimLabelingTidakDitemukan: 'No Kirim Labeling Tidak Ditemukan',
  sisaTerimaSepuhBerubah: 'Sisa Terima Sepuh Sudah Berubah, Muat Ulang Data',
  tidakAdaYangDikirim: 'Jumlah Qty Atau Jumlah Berat Harus Lebih Dari 0',
  barangRusakTidakDitemukan: 'Data Barang Rusak Tidak Ditemukan Atau Sudah Divalidasi, Muat Ulang Data',
  tukangTidakDitemukan: 'Tukang Sepuh Tidak Ditemukan',
  qtyTidakValid: 'Qty Harus Berupa Angka Bulat',
  laporanRantaiTersedia: 'Laporan Rantai Sepuhan Tersedia',
  /** Export PDF / Excel with nothing chosen ('of the same style' as the validation's text). */
  exportRusakBelumDipilih: 'Export Hancur Barang Rusak Belum ada yang dipilih',
} as const;
// ── kiriman (incoming stock: the owner's KB and labelling's KC shipments) ──
/** Texts of the shipment → receipt → input → close flow that the specification does not spell. */
export const KIRIMAN_MESSAGES = {
  kirimanTidakDitemukan: 'No Kirim Tidak Ditemukan',
  kirimanSudahDivalidasi: 'Kiriman Sudah Divalidasi Terima Stock',
  kirimanBelumDivalidasi: 'Kiriman Belum Divalidasi Terima Stock',
  kirimanSudahClose: 'Kiriman Sudah Close',
  kirimanBukanJenis: 'No Kirim Bukan Kiriman Jenis Ini',
  kategoriTidakSesuaiKiriman: 'Kategori Barang Tidak Sesuai Dengan Kiriman',
  noKirimBelumDipilih: 'No Kirim Belum Dipilih',
  jenisKirimanTidakValid: 'Jenis Kiriman Harus KB Atau KC',
  alasanHarusDiisi: 'Alasan Harus Diisi',
  stockOpnameKirimanBerhasil: 'Stock Opname Kiriman Berhasil',
  qtyHarusBilanganBulat: 'Qty Harus Bilangan Bulat Lebih Dari 0',
  beratHarusLebihDariNol: 'Berat Harus Lebih Dari 0',
} as const;
/** An entry beyond what the shipment still holds: names the remainder. */
export const melebihiSisaKiriman = (no_kirim: string, qty: number, berat: string): string =>
  `Melebihi Sisa Kiriman ${no_kirim}: Sisa Qty ${qty}, Sisa Berat ${berat} gr`;
// Chain settings, daily price gate, PPN.
/** Texts of /settingsystem, the daily price gate and the PPN recap (the specification lists the screen only). */
export const SETTING_SYSTEM_MESSAGES = {
  settingBerhasilDisimpan: 'Setting System Berhasil Disimpan',
  tidakAdaPerubahan: 'Tidak Ada Perubahan Setting',
  /** The daily price gate: a category of the document has no price dated the store's business date. */
  hargaHariIniBelumDiisi: 'Harga Emas Hari Ini Belum Diisi, Isi Master Harga Emas Terlebih Dahulu',
} as const;
/** A rounding setting that is none of the choices, naming the field. */
export const pembulatanTidakValid = (field: string): string => `${field} Harus 1, 100, 500 Atau 1000`;
/** A percentage setting that is not 0–100 with at most two decimals, naming the field. */
export const persenTidakValid = (field: string): string => `${field} Harus Berupa Persen 0 Sampai 100 Dengan Maksimal 2 Desimal`;
/** The answer of a switch of the active store (PUT users/toko-aktif), naming the store now acted for. */
export const tokoAktifDiganti = (kode_toko: string, nama_toko: string): string => `Toko Aktif Sekarang ${kode_toko} - ${nama_toko}`;
/** The audit log's text of a switch of the active store: "T01 ke T02". */
export const gantiTokoAktifKeterangan = (dari: string, ke: string): string => `${dari} ke ${ke}`;
/** The audit log's text of one changed setting: "pembulatan_beli: 1 → 1000". */
export const perubahanSetting = (key: string, lama: string, baru: string): string => `${key}: ${lama} → ${baru}`;
// The owner's page (audit, PPATK watch).
/** Texts of /audit-pemilik (beyond the specification). */
export const AUDIT_PEMILIK_MESSAGES = {
  hanyaOwner: 'Halaman Audit Hanya Untuk Owner Atau Super User',
  periodeTerlaluPanjang: 'Periode Maksimal 92 Hari',
  auditPenuhBerjalan: 'Pemeriksaan Penuh Sedang Berjalan',
  auditPenuhDimulai: 'Pemeriksaan Penuh Dimulai',
} as const;
// Hutang
/** Texts of the loans against gold (/transaksi-hutang, /lihat-hutang, /validasi-hutang). */
export const HUTANG_MESSAGES = {
  hutangBerhasilDisimpan: 'Transaksi Hutang Berhasil Disimpan',
  pembayaranBerhasilDisimpan: 'Pembayaran Hutang Berhasil Disimpan',
  perpanjanganBerhasil: 'Perpanjangan Hutang Berhasil Disimpan',
  pelunasanBerhasil: 'Hutang Berhasil Dilunasi',
  hutangBerhasilDibatalkan: 'Transaksi Hutang Berhasil Dibatalkan',
  sitaBerhasil: 'Jaminan Berhasil Diambil Alih',
  pemberitahuanBerhasil: 'Pemberitahuan Jatuh Tempo Berhasil Dicatat',
  hutangTidakAktifDiToko: 'Transaksi Hutang Tidak Aktif Di Toko Ini',
  hutangTidakDitemukan: 'No Hutang Tidak Ditemukan',
  hutangSudahDitutup: 'Hutang Sudah Lunas, Dibatalkan Atau Ditutup',
  melebihiMaksimal: 'Jumlah Pinjaman Melebihi Maksimal Pinjaman',
  sisaMelebihiMaksimal: 'Sisa Pinjaman Melebihi Maksimal Pinjaman Dengan Harga Hari Ini',
  kondisiTidakDitemukan: 'Kondisi Pinjaman Tidak Ditemukan',
  kondisiTidakLengkap: 'Kondisi Pinjaman Belum Lengkap (Bunga, Taksiran Dan Jangka Waktu)',
  nikHarusDiisi: 'No KTP (NIK) Customer Harus Diisi',
  nikTidakValid: 'No KTP Harus 16 Digit Angka',
  customerHarusDiisi: 'Data Customer Harus Diisi',
  memberTidakDitemukan: 'Member Tidak Ditemukan',
  barangJaminanKosong: 'Barang Jaminan Tidak Boleh Kosong',
  kategoriTidakDitemukan: 'Kategori Tidak Ditemukan',
  hargaBelumDiisi: 'Harga Emas Kategori Ini Belum Diisi',
  barangBelumTerjual: 'Barang Ini Bukan Barang Terjual Dari Toko Kita',
  barangSedangDijaminkan: 'Barang Ini Sedang Dijaminkan',
  pembayaranTidakSesuai: 'Jumlah Pembayaran Tidak Sesuai',
  bungaKurangPerluOtorisasi: 'Pembayaran Kurang Dari Bunga Dan Denda, Perlu Otorisasi OWN/SU',
  lunasKurang: 'Jumlah Pelunasan Kurang Dari Sisa Pinjaman',
  melebihiTagihan: 'Jumlah Bayar Melebihi Total Tagihan',
  cicilHarusMengurangiPokok: 'Cicilan Harus Mengurangi Pokok Dan Menyisakan Pinjaman',
  batalHanyaHariIni: 'Hutang Hanya Dapat Dibatalkan Pada Hari Transaksi',
  batalSudahAdaPembayaran: 'Hutang Yang Sudah Ada Pembayaran Tidak Dapat Dibatalkan',
  batalBukanTransaksiAwal: 'Hutang Hasil Cicilan Tidak Dapat Dibatalkan',
  belumJatuhTempo: 'Hutang Belum Jatuh Tempo',
  belumAdaPemberitahuan: 'Pemberitahuan Jatuh Tempo Belum Dicatat',
  sitaHanyaOwner: 'Ambil Alih Jaminan Hanya Oleh OWN/SU',
  noHpTidakAda: 'No HP Customer Tidak Valid Untuk WhatsApp',
} as const;
// Hutang (validation)
export const HUTANG_VALIDASI_MESSAGES = {
  validasiBerhasil: 'Validasi Hutang Berhasil',
  uangTidakSesuai: 'Jumlah Uang Tidak Sesuai Dengan Transaksi Yang Dipilih',
  sudahDivalidasi: 'Transaksi Sudah Divalidasi',
  bukanTransaksiHutang: 'Bukan Transaksi Hutang Toko Dan Tanggal Ini',
} as const;
// Services
/** Texts of the services (repairs): intake, finish, pick-up, cancel (the specification lists the screens only). */
export const SERVICE_MESSAGES = {
  serviceBerhasilDisimpan: 'Service Berhasil Disimpan',
  serviceDiproses: 'Service Berhasil Diproses',
  serviceSelesai: 'Service Berhasil Diselesaikan',
  serviceDiambil: 'Service Berhasil Diambil',
  serviceDibatalkan: 'Service Berhasil Dibatalkan',
  serviceTidakDitemukan: 'No Service Tidak Ditemukan',
  serviceSudahDiambil: 'Service Sudah Diambil',
  serviceSudahDibatalkan: 'Service Sudah Dibatalkan',
  serviceBelumSelesai: 'Service Belum Selesai',
  serviceSudahSelesai: 'Service Sudah Selesai',
  serviceSudahDiproses: 'Service Sudah Diproses',
  jumlahBeratSelesaiTidakSesuai: 'Jumlah Berat Selesai Harus Sama Dengan Jumlah Barang Service',
  pembayaranServiceTidakSesuai: 'Jumlah Pembayaran Harus Sama Dengan Sisa Ongkos',
  uangMukaMelebihiOngkos: 'Uang Muka Tidak Boleh Melebihi Ongkos',
  pembayaranUangMukaTidakSesuai: 'Jumlah Pembayaran Harus Sama Dengan Uang Muka',
  tglJanjiSebelumHariIni: 'Tanggal Janji Tidak Boleh Sebelum Hari Ini',
  noHpHarusDiisi: 'No HP Customer Harus Diisi',
  pekerjaanHarusDiisi: 'Pekerjaan Harus Diisi',
  namaBarangHarusDiisi: 'Nama Barang Harus Diisi',
  tukangServiceTidakDitemukan: 'Tukang Tidak Ditemukan',
  pesanWaTercatat: 'Pesan WhatsApp Tercatat',
  noHpTidakAda: 'Customer Tidak Memiliki No HP',
  kembaliUangMukaPerluOtorisasi: 'Uang Muka Dikembalikan Tunai, Perlu Otorisasi OWN/SU',
} as const;
/** The "siap diambil" WhatsApp text: the shop's name, the number and what is left to pay. */
export const pesanSiapDiambil = (toko: string, no_service: string, sisa: string): string =>
  `Halo, barang service Anda di ${toko} dengan No Service ${no_service} sudah selesai dan siap diambil. Sisa ongkos: ${sisa}. Terima kasih.`;
// Deposits (titipan)
/** Texts of the customer deposits (/lihat-titipan, /validasi-titipan, the TITIPAN payment of a sale). */
export const TITIPAN_MESSAGES = {
  titipanBerhasilDisimpan: 'Titipan Berhasil Disimpan',
  titipanBerhasilDiambil: 'Titipan Berhasil Diambil',
  titipanBerhasilDibatalkan: 'Titipan Berhasil Dibatalkan',
  titipanTidakDitemukan: 'Titipan Tidak Ditemukan',
  titipanSudahDibatalkan: 'Titipan Sudah Dibatalkan',
  titipanBukanMilikCustomer: 'Titipan Bukan Milik Customer Ini',
  customerTitipanHarusDiisi: 'Member Atau No HP Customer Harus Diisi',
  noHpCustomerHarusDiisi: 'No HP Customer Harus Diisi',
  namaCustomerHarusDiisi: 'Nama Customer Harus Diisi',
  pembayaranTidakSamaDenganJumlah: 'Total Pembayaran Harus Sama Dengan Jumlah Titipan',
  noTitipanHarusDiisi: 'No Titipan Harus Diisi Untuk Pembayaran Titipan',
  kembalianTitipPerluCustomer: 'Kembalian Dititip Hanya Untuk Member Atau Customer Dengan No HP',
  dataTitipanTersedia: 'Data Titipan Tersedia',
} as const;
// Backups
/** Texts of the backups ('Cadangkan Sekarang' on the owner's page, their settings on /settingsystem, restore). */
export const BACKUP_MESSAGES = {
  hanyaOwner: 'Pencadangan Hanya Untuk Owner Atau Super User',
  sedangBerjalan: 'Pencadangan Sedang Berjalan, Tunggu Sampai Selesai',
  berhasil: 'Pencadangan Berhasil Dan Terverifikasi',
  tidakTerverifikasi: 'Pencadangan Tersimpan Tetapi Gagal Diverifikasi',
  gagal: 'Pencadangan Gagal',
  tidakTersedia: 'Pencadangan Tidak Tersedia Pada Server Ini',
  settingBerhasilDisimpan: 'Setting Pencadangan Berhasil Disimpan',
  folderHarusPathLengkap: 'Folder Cadangan Kedua Harus Berupa Path Lengkap (Contoh /media/usb/kencana Atau D:\\Kencana)',
  folderTidakBisaDitulis: 'Folder Cadangan Kedua Tidak Ditemukan Atau Tidak Dapat Ditulis',
  folderSamaDenganUtama: 'Folder Cadangan Kedua Tidak Boleh Sama Dengan Folder Cadangan Utama',
  s3BelumDiatur: 'Penyimpanan S3 Belum Diatur Di Server (S3_ENDPOINT Dan S3_BUCKET)',
  jadwalTidakValid: 'Jadwal Pencadangan Harus 0, 1, 2, 3, 4, 6, 8, 12 Atau 24 Jam',
  bukanArsip: 'Berkas Ini Bukan Arsip Cadangan Kencana',
  arsipRusak: 'Arsip Cadangan Rusak Atau Tidak Lengkap',
  kunciLain: 'Arsip Cadangan Dibuat Dengan Kunci Lain, Gunakan KENCANA_DATA_KEY Atau kencana.key Saat Arsip Dibuat',
  kunciTidakAda: 'Kunci Tidak Ditemukan: Isi KENCANA_DATA_KEY Atau --key-file Dengan Salinan kencana.key',
  tujuanBerisiDatabase: 'Tujuan Pemulihan Sudah Berisi Database, Pulihkan Ke Folder Atau Database Kosong',
  jenisDatabaseBerbeda: 'Arsip Ini Dari Database Jenis Lain',
} as const;
/** The field labels of the backup settings: what a refusal names. */
export const BACKUP_LABELS = {
  jadwal_jam: 'Jadwal Pencadangan (Jam)',
  saat_tutup: 'Cadangkan Setiap Tutup Toko',
  folder: 'Folder Cadangan Kedua',
  s3: 'Kirim Ke Penyimpanan S3',
  simpan_harian: 'Simpan Cadangan Harian',
  simpan_bulanan: 'Simpan Cadangan Bulanan',
} as const;
