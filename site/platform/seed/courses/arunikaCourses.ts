import type { CourseSeed } from "../BrandSeed.js";

export const arunikaCourses: readonly CourseSeed[] = [
  {
    slug: "arunika-kursus-git-kolaborasi",
    name: "Git dan GitHub untuk Kolaborasi Tim",
    description: "Kursus mandiri tentang version control: commit yang rapi, branch, pull request, dan alur kerja tim developer.",
    program: "arunika-web", mentor: "arunika-fauzan-alhakim", level: "beginner", type: "online",
    state: "onRegistration", start: "2026-06-01", end: "2026-07-10",
    tips: ["Commit kecil dan sering lebih mudah direview daripada satu commit raksasa.", "Tulis pesan commit seolah-olah rekan Anda membacanya enam bulan lagi.", "Selalu tarik perubahan terbaru sebelum mulai bekerja."],
    modules: [
      { title: "Dasar Version Control", summary: "Mengapa tim memerlukan riwayat perubahan dan cara menyiapkan Git di laptop.", chapters: [
        { title: "Mengapa Perlu Version Control", gist: "Tanpa version control, tim mudah menimpa pekerjaan satu sama lain dan sulit melacak kapan bug muncul." },
        { title: "Instalasi dan Konfigurasi Git", gist: "Git dipasang sekali, lalu identitas Anda dicatat agar setiap commit punya nama dan email yang jelas.", code: 'git config --global user.name "Nama Anda"\ngit config --global user.email "nama@contoh.id"' },
        { title: "Commit Pertama", gist: "Commit adalah foto proyek pada satu saat; isinya dipilih dulu dengan staging area.", code: 'git add index.html\ngit commit -m "Tambah halaman awal"' },
      ] },
      { title: "Branch dan Merge", summary: "Bekerja paralel tanpa saling mengganggu, lalu menggabungkan hasilnya dengan aman.", chapters: [
        { title: "Membuat Branch Fitur", gist: "Setiap fitur dikerjakan di branch sendiri sehingga branch utama selalu siap dirilis.", code: "git switch -c fitur/halaman-login" },
        { title: "Menyelesaikan Konflik Merge", gist: "Konflik muncul ketika dua orang mengubah baris yang sama; Git menandainya dan Anda memilih hasil akhirnya." },
      ] },
      { title: "Kolaborasi di GitHub", summary: "Pull request, review, dan aturan branch yang menjaga kualitas kode tim.", chapters: [
        { title: "Pull Request yang Mudah Direview", gist: "Pull request yang baik kecil, punya deskripsi singkat, dan menjelaskan cara mengujinya." },
        { title: "Code Review yang Sopan dan Jelas", gist: "Komentar review membahas kode, bukan orangnya, dan selalu memberi alasan di balik saran." },
        { title: "Melindungi Branch Utama", gist: "Aturan branch mewajibkan review dan tes lulus sebelum perubahan masuk ke main." },
      ] },
      { title: "Alur Kerja Tim", summary: "Kebiasaan kecil yang membuat riwayat proyek enak dibaca dan rilis bisa diulang.", chapters: [
        { title: "Konvensi Pesan Commit", gist: "Awalan seperti feat, fix, dan docs membuat riwayat mudah dipindai dan catatan rilis bisa dibuat otomatis." },
        { title: "Rilis dengan Tag", gist: "Tag menandai versi yang dirilis sehingga tim bisa kembali ke kode yang dipakai pengguna.", code: 'git tag -a v1.0.0 -m "Rilis pertama"\ngit push origin v1.0.0' },
      ] },
    ],
  },
  {
    slug: "arunika-kursus-javascript-modern",
    name: "JavaScript Modern dari Nol",
    description: "Belajar JavaScript bertahap: sintaks modern, fungsi, DOM, dan kode asinkron untuk mengambil data dari API.",
    program: "arunika-web", mentor: "arunika-dimas-prasetyo", level: "beginner", type: "online",
    state: "started", start: "2026-04-06", end: "2026-06-26",
    tips: ["Buka konsol browser dan coba setiap contoh sendiri, jangan hanya dibaca.", "Beri nama variabel yang menjelaskan isinya, bukan x atau data2.", "Jika bingung, tulis console.log sebelum dan sesudah baris yang dicurigai."],
    modules: [
      { title: "Fondasi Bahasa", summary: "Variabel, tipe data, dan alur program sebagai dasar semua kode JavaScript.", chapters: [
        { title: "Variabel dengan let dan const", gist: "Gunakan const untuk nilai yang tidak berubah dan let bila nilainya memang akan diganti.", code: 'const namaKelas = "JavaScript Modern";\nlet jumlahPeserta = 24;\njumlahPeserta += 1;' },
        { title: "Tipe Data dan Operator", gist: "String, number, boolean, null, dan undefined berperilaku berbeda saat dibandingkan, jadi biasakan memakai ===." },
        { title: "Percabangan dan Perulangan", gist: "if, switch, for, dan while membuat program mengambil keputusan dan mengulang pekerjaan tanpa menyalin kode." },
      ] },
      { title: "Fungsi dan Objek", summary: "Mengemas logika ke dalam fungsi dan data ke dalam objek dan array.", chapters: [
        { title: "Arrow Function", gist: "Arrow function menulis fungsi pendek dengan ringkas dan sering dipakai sebagai callback." },
        { title: "Objek dan Destructuring", gist: "Destructuring mengambil beberapa properti objek sekaligus ke variabel dengan nama yang jelas.", code: 'const peserta = { nama: "Sari", kota: "Bandung" };\nconst { nama, kota } = peserta;' },
        { title: "Array Method: map, filter, reduce", gist: "Tiga method ini mengubah, menyaring, dan meringkas data tanpa perulangan manual.", code: "const lulus = nilai.filter((n) => n >= 75);\nconst rataRata = nilai.reduce((a, b) => a + b, 0) / nilai.length;" },
      ] },
      { title: "JavaScript di Browser", summary: "Membuat halaman web bereaksi terhadap pengguna.", chapters: [
        { title: "Memanipulasi DOM", gist: "DOM adalah pohon elemen halaman; JavaScript bisa mencari, mengubah, dan menambah elemen di dalamnya." },
        { title: "Menangani Event", gist: "addEventListener menjalankan fungsi ketika pengguna mengklik, mengetik, atau mengirim formulir." },
      ] },
      { title: "Kode Asinkron", summary: "Menunggu data dari server tanpa membuat halaman membeku.", chapters: [
        { title: "Memahami Promise", gist: "Promise mewakili hasil yang akan datang: berhasil dengan nilai atau gagal dengan alasan." },
        { title: "async/await dan fetch", gist: "async/await membuat kode asinkron terbaca seperti kode biasa saat mengambil data dari API.", code: 'const response = await fetch("/api/kelas");\nconst kelas = await response.json();' },
        { title: "Menangani Error Jaringan", gist: "Koneksi bisa putus kapan saja, jadi setiap fetch perlu try/catch dan pesan yang ramah bagi pengguna." },
      ] },
    ],
  },
  {
    slug: "arunika-kursus-pandas-praktis",
    name: "Pandas Praktis untuk Analisis Data",
    description: "Mengolah data penjualan dan survei dengan pandas: membersihkan, meringkas, dan menyajikan hasil analisis.",
    program: "arunika-data", mentor: "arunika-larasati-wulandari", level: "intermediate", type: "online",
    state: "comingSoon", start: "2026-09-14", end: "2026-11-06",
    tips: ["Lihat lima baris pertama data sebelum melakukan apa pun.", "Simpan notebook dengan nama yang menjelaskan pertanyaan analisisnya.", "Catat setiap langkah pembersihan agar analisis bisa diulang."],
    modules: [
      { title: "Mengenal DataFrame", summary: "Struktur data utama pandas dan cara memuatnya dari berkas.", chapters: [
        { title: "Membaca Berkas CSV", gist: "read_csv memuat data tabel ke DataFrame dan bisa langsung mengenali kolom tanggal.", code: 'import pandas as pd\ndf = pd.read_csv("penjualan.csv", parse_dates=["tanggal"])' },
        { title: "Memilih Kolom dan Baris", gist: "loc memilih berdasarkan label dan iloc berdasarkan posisi; keduanya menjadi dasar setiap analisis." },
      ] },
      { title: "Membersihkan Data", summary: "Data nyata selalu berantakan; modul ini merapikannya sebelum dianalisis.", chapters: [
        { title: "Menangani Nilai Kosong", gist: "Nilai kosong bisa dihapus, diisi rata-rata, atau ditandai, tergantung arti datanya." },
        { title: "Mengubah Tipe Data", gist: "Angka yang tersimpan sebagai teks harus diubah dulu agar bisa dijumlahkan dan diurutkan." },
        { title: "Menghapus Duplikat", gist: "Baris ganda dari ekspor sistem membuat total penjualan terlihat lebih besar dari kenyataan." },
      ] },
      { title: "Agregasi", summary: "Meringkas ribuan baris menjadi angka yang bisa dibaca pengambil keputusan.", chapters: [
        { title: "Mengelompokkan dengan groupby", gist: "groupby menghitung total, rata-rata, atau jumlah per kategori dalam satu baris kode.", code: 'df.groupby("kota")["total"].sum().sort_values(ascending=False)' },
        { title: "Tabel Pivot", gist: "pivot_table menyusun ringkasan dua dimensi, misalnya penjualan per kota per bulan." },
      ] },
      { title: "Menyajikan Hasil", summary: "Dari angka ke grafik dan laporan yang dibagikan ke tim.", chapters: [
        { title: "Grafik Cepat dengan plot", gist: "Method plot menggambar tren dan perbandingan langsung dari DataFrame." },
        { title: "Mengekspor Laporan ke Excel", gist: "to_excel menyimpan beberapa tabel ringkasan ke satu berkas yang bisa dibuka rekan kerja." },
      ] },
    ],
  },
];
