import type { CourseSeed } from "../BrandSeed.js";

export const jongkreatifCourses: readonly CourseSeed[] = [
  {
    slug: "jongkreatif-kursus-prinsip-desain",
    name: "Prinsip Dasar Desain Visual",
    description: "Komposisi, warna, dan tipografi yang membuat desain poster dan konten media sosial terlihat profesional.",
    program: "jongkreatif-desain-grafis", mentor: "jongkreatif-raditya-anggara", level: "beginner", type: "online",
    state: "onRegistration", start: "2026-06-17", end: "2026-07-29",
    tips: ["Kumpulkan sepuluh desain yang Anda sukai dan cari kesamaannya.", "Lihat desain Anda dari jauh untuk menguji hierarki visual.", "Kurangi satu elemen sebelum menambah elemen baru."],
    modules: [
      { title: "Komposisi", summary: "Menata elemen agar mata pembaca bergerak ke arah yang kita inginkan.", chapters: [
        { title: "Hierarki Visual", gist: "Ukuran, warna, dan posisi menentukan apa yang dibaca pertama, kedua, dan terakhir." },
        { title: "Ruang Kosong", gist: "Ruang kosong memberi napas pada desain dan membuat pesan utama lebih menonjol." },
        { title: "Grid", gist: "Grid menjaga elemen tetap sejajar sehingga desain terasa rapi walau isinya banyak." },
      ] },
      { title: "Warna", summary: "Memilih warna yang serasi dan tetap mudah dibaca.", chapters: [
        { title: "Roda Warna dan Harmoni", gist: "Warna komplementer dan analog adalah titik awal palet yang serasi." },
        { title: "Kontras untuk Keterbacaan", gist: "Teks terang di atas latar terang sulit dibaca; uji kontras sebelum desain diterbitkan." },
      ] },
      { title: "Tipografi", summary: "Huruf adalah suara desain Anda.", chapters: [
        { title: "Memilih Pasangan Huruf", gist: "Satu huruf untuk judul dan satu untuk isi sudah cukup untuk hampir semua desain." },
        { title: "Ukuran dan Jarak Baris", gist: "Jarak baris sekitar satu setengah kali ukuran huruf membuat paragraf nyaman dibaca." },
      ] },
    ],
  },
  {
    slug: "jongkreatif-kursus-tantangan-reels",
    name: "Tantangan Reels 30 Hari",
    description: "Membuat video pendek setiap hari selama sebulan: dari bank ide, produksi dengan ponsel, sampai membaca insight.",
    program: "jongkreatif-konten-video", mentor: "jongkreatif-fadli-rachman", level: "beginner", type: "online",
    state: "started", start: "2026-04-15", end: "2026-05-27",
    tips: ["Rekam lebih banyak dari yang Anda butuhkan, lalu pilih yang terbaik.", "Bersihkan lensa ponsel sebelum setiap pengambilan gambar.", "Unggah pada jam yang sama agar audiens terbiasa."],
    modules: [
      { title: "Ide", summary: "Tidak pernah kehabisan bahan untuk konten harian.", chapters: [
        { title: "Bank Ide Konten", gist: "Catatan ide yang diisi setiap hari mencegah kebingungan saat waktunya merekam." },
        { title: "Hook Tiga Detik Pertama", gist: "Tiga detik pertama menentukan apakah penonton bertahan atau menggulir ke video berikutnya." },
      ] },
      { title: "Produksi", summary: "Gambar dan suara yang bersih hanya dengan ponsel.", chapters: [
        { title: "Pencahayaan dari Jendela", gist: "Cahaya jendela di pagi hari adalah lampu gratis terbaik untuk video wajah." },
        { title: "Audio yang Jernih", gist: "Penonton memaafkan gambar yang biasa saja, tetapi tidak memaafkan suara yang bising." },
        { title: "Merekam B-roll", gist: "Potongan gambar pendukung membuat video terasa hidup dan menutupi potongan yang kasar." },
      ] },
      { title: "Penyuntingan", summary: "Merangkai potongan menjadi cerita yang enak ditonton.", chapters: [
        { title: "Potongan Mengikuti Ritme", gist: "Memotong tepat pada ketukan musik membuat video terasa lebih dinamis." },
        { title: "Teks dan Subtitle", gist: "Banyak orang menonton tanpa suara, jadi subtitle membuat pesan tetap sampai." },
      ] },
      { title: "Evaluasi", summary: "Belajar dari angka tanpa terobsesi pada angka.", chapters: [
        { title: "Membaca Insight", gist: "Rata-rata durasi tonton lebih jujur menggambarkan kualitas video daripada jumlah suka." },
        { title: "Mengulang yang Berhasil", gist: "Format yang berhasil layak diulang dengan topik baru sebelum mencoba format lain." },
      ] },
    ],
  },
  {
    slug: "jongkreatif-kursus-bio-portofolio",
    name: "Menulis Bio dan Portofolio Kreator",
    description: "Merumuskan siapa Anda, untuk siapa Anda berkarya, dan menuliskannya di bio serta studi kasus portofolio.",
    program: "jongkreatif-personal-branding", mentor: "jongkreatif-puspita-ayuningtyas", level: "beginner", type: "online",
    state: "ended", start: "2026-02-04", end: "2026-03-04",
    tips: ["Tulis draf pertama tanpa menyunting, lalu potong separuhnya.", "Minta tiga teman membaca bio Anda dan menebak pekerjaan Anda.", "Perbarui portofolio setiap menyelesaikan proyek yang Anda banggakan."],
    modules: [
      { title: "Mengenal Diri", summary: "Fondasi sebelum menulis satu kata pun.", chapters: [
        { title: "Nilai dan Keahlian Utama", gist: "Tiga kata yang menggambarkan karya Anda menjadi pegangan setiap tulisan tentang diri sendiri." },
        { title: "Siapa Audiens Anda", gist: "Bio yang ditulis untuk semua orang biasanya tidak menarik bagi siapa pun." },
      ] },
      { title: "Menulis", summary: "Kalimat singkat yang bekerja keras.", chapters: [
        { title: "Bio 150 Karakter", gist: "Bio yang baik menjawab apa yang Anda buat, untuk siapa, dan ke mana orang harus mengklik." },
        { title: "Studi Kasus Portofolio", gist: "Studi kasus menceritakan masalah klien, proses Anda, dan hasil yang terukur." },
      ] },
      { title: "Menerbitkan", summary: "Membuat karya mudah ditemukan dan selalu terbaru.", chapters: [
        { title: "Tautan di Bio", gist: "Satu halaman tautan yang tertata mengarahkan pengunjung ke karya terbaik Anda." },
        { title: "Memperbarui secara Berkala", gist: "Jadwal peninjauan tiga bulanan menjaga portofolio tetap mencerminkan kemampuan terbaru." },
      ] },
    ],
  },
];
