import type { CourseSeed } from "../BrandSeed.js";

export const pesilatCourses: readonly CourseSeed[] = [
  {
    slug: "pesilat-kursus-teknik-dasar",
    name: "Teknik Dasar Pencak Silat",
    description: "Kursus bertahap dari sikap pasang, kuda-kuda, serangan, hingga belaan, lengkap dengan etika perguruan.",
    program: "pesilat-silat-karakter", mentor: "pesilat-bagus-wicaksono", level: "beginner", type: "offline",
    state: "onRegistration", start: "2026-06-15", end: "2026-09-04",
    tips: ["Lakukan pemanasan minimal sepuluh menit sebelum berlatih jurus.", "Kualitas gerakan lebih penting daripada kecepatan di tahap awal.", "Rekam latihan Anda dan bandingkan dengan contoh pelatih."],
    modules: [
      { title: "Sikap dan Kuda-kuda", summary: "Fondasi setiap gerakan: posisi tubuh yang stabil dan siap bergerak.", chapters: [
        { title: "Sikap Pasang", gist: "Sikap pasang adalah posisi siaga yang melindungi tubuh sekaligus siap menyerang." },
        { title: "Kuda-kuda Depan dan Belakang", gist: "Kuda-kuda yang benar menjaga berat badan tetap di tengah sehingga tidak mudah dijatuhkan." },
        { title: "Pola Langkah", gist: "Pola langkah mengatur jarak dengan lawan: maju, mundur, dan menyamping tanpa kehilangan keseimbangan." },
      ] },
      { title: "Serangan", summary: "Pukulan dan tendangan dasar dengan teknik yang aman bagi sendi.", chapters: [
        { title: "Pukulan Lurus", gist: "Pukulan lurus bertenaga berasal dari putaran pinggul, bukan hanya dari lengan." },
        { title: "Tendangan Depan", gist: "Tendangan depan mengangkat lutut lebih dulu, lalu melecutkan kaki dan menariknya kembali dengan cepat." },
        { title: "Tendangan Sabit", gist: "Tendangan sabit menyerang dari samping dengan punggung kaki dan membutuhkan kelenturan pinggul." },
      ] },
      { title: "Belaan", summary: "Menangkis dan menghindar untuk membuka peluang serangan balik.", chapters: [
        { title: "Tangkisan", gist: "Tangkisan mengalihkan arah serangan, bukan menahannya dengan kekuatan penuh." },
        { title: "Hindaran dan Elakan", gist: "Hindaran memindahkan tubuh keluar dari garis serangan sehingga tenaga lawan terbuang." },
      ] },
      { title: "Etika Perguruan", summary: "Nilai-nilai yang menjadikan silat pembentuk karakter, bukan sekadar bela diri.", chapters: [
        { title: "Salam Perguruan dan Makna Penghormatan", gist: "Salam perguruan mengingatkan pesilat untuk menghormati guru, lawan, dan dirinya sendiri." },
        { title: "Sportivitas di Gelanggang", gist: "Pesilat sejati menerima keputusan wasit dan menjabat tangan lawan, menang ataupun kalah." },
      ] },
    ],
  },
  {
    slug: "pesilat-kursus-nutrisi-pemulihan",
    name: "Nutrisi dan Pemulihan Atlet Muda",
    description: "Panduan makan, minum, dan istirahat agar atlet muda berlatih keras tanpa cedera berulang.",
    program: "pesilat-silat-karakter", mentor: "pesilat-ratna-kumalasari", level: "beginner", type: "online",
    state: "started", start: "2026-04-13", end: "2026-06-05",
    tips: ["Bawa botol minum sendiri ke setiap sesi latihan.", "Catat jam tidur selama seminggu sebelum mengubah pola latihan.", "Diskusikan pola makan dengan orang tua agar menu di rumah mendukung latihan."],
    modules: [
      { title: "Dasar Gizi Atlet", summary: "Zat gizi yang paling dibutuhkan tubuh atlet yang sedang tumbuh.", chapters: [
        { title: "Karbohidrat sebagai Bahan Bakar", gist: "Nasi, ubi, dan roti gandum mengisi cadangan energi otot sebelum latihan panjang." },
        { title: "Protein untuk Pemulihan Otot", gist: "Telur, tempe, ikan, dan ayam membantu otot pulih setelah latihan berat." },
      ] },
      { title: "Hidrasi", summary: "Cairan tubuh yang cukup menjaga konsentrasi dan kekuatan.", chapters: [
        { title: "Menghitung Kebutuhan Cairan", gist: "Menimbang badan sebelum dan sesudah latihan memberi gambaran berapa banyak cairan yang hilang." },
        { title: "Tanda Dehidrasi saat Latihan", gist: "Pusing, kram, dan urine berwarna gelap adalah tanda tubuh kekurangan cairan." },
      ] },
      { title: "Pemulihan", summary: "Istirahat adalah bagian dari latihan, bukan waktu yang terbuang.", chapters: [
        { title: "Tidur Berkualitas", gist: "Atlet remaja membutuhkan delapan sampai sepuluh jam tidur agar tubuh memperbaiki jaringan otot." },
        { title: "Peregangan dan Pendinginan", gist: "Pendinginan lima belas menit menurunkan detak jantung perlahan dan mengurangi nyeri otot keesokan harinya." },
        { title: "Menyusun Pekan Latihan", gist: "Pekan latihan yang baik menyelingi hari berat dengan hari ringan dan satu hari istirahat penuh." },
      ] },
    ],
  },
  {
    slug: "pesilat-kursus-data-latihan-spreadsheet",
    name: "Mencatat Data Latihan dengan Spreadsheet",
    description: "Merancang lembar catatan latihan, mengolah tren mingguan, dan melaporkan perkembangan atlet ke pelatih.",
    program: "pesilat-sport-tech", mentor: "pesilat-yusuf-harahap", level: "beginner", type: "online",
    state: "comingSoon", start: "2026-09-21", end: "2026-11-13",
    tips: ["Satu baris untuk satu sesi latihan membuat data mudah diolah.", "Gunakan format tanggal yang sama di seluruh lembar.", "Bagikan lembar dengan akses lihat saja kepada orang tua."],
    modules: [
      { title: "Merancang Catatan", summary: "Menentukan data apa yang layak dicatat setiap selesai latihan.", chapters: [
        { title: "Kolom yang Perlu Dicatat", gist: "Tanggal, durasi, jenis latihan, denyut nadi, dan rasa lelah sudah cukup untuk melihat perkembangan." },
        { title: "Validasi Input", gist: "Daftar pilihan dan batas angka mencegah salah ketik yang merusak perhitungan." },
      ] },
      { title: "Mengolah Data", summary: "Rumus sederhana yang mengubah catatan harian menjadi informasi.", chapters: [
        { title: "Rata-rata dan Tren Mingguan", gist: "AVERAGEIFS menghitung rata-rata per minggu sehingga naik turunnya beban latihan terlihat jelas.", code: '=AVERAGEIFS(C:C; A:A; ">="&F2; A:A; "<"&F2+7)' },
        { title: "Format Bersyarat", gist: "Warna otomatis menandai sesi dengan beban terlalu tinggi sebelum berujung cedera." },
      ] },
      { title: "Melaporkan", summary: "Menyampaikan perkembangan atlet dengan ringkas.", chapters: [
        { title: "Grafik Perkembangan", gist: "Grafik garis beban latihan per minggu lebih cepat dipahami pelatih daripada tabel angka." },
        { title: "Berbagi Laporan ke Pelatih", gist: "Laporan satu halaman setiap akhir bulan cukup untuk bahan diskusi program latihan berikutnya." },
      ] },
    ],
  },
];
