import type { CourseSeed } from "../BrandSeed.js";

export const foundationCourses: readonly CourseSeed[] = [
  {
    slug: "foundation-kursus-berpikir-komputasional",
    name: "Berpikir Komputasional untuk Pelajar",
    description: "Kursus gratis yang melatih cara memecahkan masalah seperti programmer, bahkan sebelum menulis kode.",
    program: "foundation-coding-dasar", mentor: "foundation-maria-ngongo", level: "beginner", type: "online",
    state: "onRegistration", start: "2026-06-15", end: "2026-07-24",
    tips: ["Tulis langkah-langkah Anda di kertas sebelum membuka komputer.", "Jelaskan solusi Anda kepada teman; jika ia paham, langkahnya sudah jelas.", "Tidak apa-apa salah; perbaiki satu langkah setiap kali mencoba."],
    modules: [
      { title: "Dekomposisi", summary: "Memecah masalah besar menjadi bagian kecil yang bisa dikerjakan satu per satu.", chapters: [
        { title: "Memecah Masalah Besar", gist: "Masalah seperti menyiapkan acara sekolah terasa ringan setelah dipecah menjadi tugas-tugas kecil." },
        { title: "Contoh dari Kehidupan Sehari-hari", gist: "Memasak nasi goreng ternyata sebuah algoritma: bahan, urutan langkah, dan kapan selesai." },
      ] },
      { title: "Pengenalan Pola", summary: "Menemukan kesamaan agar solusi lama bisa dipakai lagi.", chapters: [
        { title: "Mencari Pola", gist: "Pola berulang pada soal membantu kita menebak langkah berikutnya tanpa mulai dari nol." },
        { title: "Generalisasi", gist: "Generalisasi mengubah solusi satu soal menjadi aturan yang berlaku untuk banyak soal serupa." },
      ] },
      { title: "Algoritma", summary: "Menulis langkah penyelesaian yang jelas dan bisa diuji.", chapters: [
        { title: "Menulis Langkah yang Jelas", gist: "Langkah algoritma harus cukup jelas sehingga orang lain bisa mengikutinya tanpa bertanya." },
        { title: "Diagram Alir", gist: "Diagram alir menggambar keputusan dan perulangan sehingga alur program terlihat sekilas." },
        { title: "Menguji Algoritma bersama Teman", gist: "Teman yang mengikuti langkah Anda secara harfiah akan menemukan bagian yang masih ambigu." },
      ] },
    ],
  },
  {
    slug: "foundation-kursus-halaman-web-pertama",
    name: "Membuat Halaman Web Pertama",
    description: "Dari berkas kosong sampai halaman profil sekolah yang bisa dibuka siapa saja di internet.",
    program: "foundation-coding-dasar", mentor: "foundation-siti-khadijah-lubis", level: "beginner", type: "hybrid",
    state: "started", start: "2026-04-20", end: "2026-06-12",
    tips: ["Simpan berkas dan muat ulang browser setiap kali mengubah kode.", "Gunakan inspect element untuk melihat gaya yang sedang berlaku.", "Mulai dari tampilan ponsel, lalu perlebar untuk layar laptop."],
    modules: [
      { title: "Struktur HTML", summary: "Kerangka halaman: elemen, atribut, dan isi yang bermakna.", chapters: [
        { title: "Tag, Elemen, dan Atribut", gist: "Setiap bagian halaman ditulis sebagai elemen yang dibuka dan ditutup dengan tag.", code: '<a href="https://contoh.sch.id">Situs sekolah</a>' },
        { title: "Judul, Paragraf, dan Daftar", gist: "Judul bertingkat dan daftar membuat halaman mudah dipindai, juga oleh pembaca layar." },
      ] },
      { title: "Gaya dengan CSS", summary: "Memberi warna, jarak, dan tata letak agar halaman enak dilihat.", chapters: [
        { title: "Selector dan Warna", gist: "Selector memilih elemen yang diberi gaya; warna dengan kontras cukup membuat teks mudah dibaca." },
        { title: "Box Model", gist: "Setiap elemen adalah kotak dengan isi, padding, border, dan margin yang menentukan ukurannya." },
        { title: "Tata Letak dengan Flexbox", gist: "Flexbox menyusun elemen berderet atau bertumpuk dan membaginya ruang secara adil.", code: ".kartu-daftar {\n  display: flex;\n  flex-wrap: wrap;\n  gap: 16px;\n}" },
      ] },
      { title: "Publikasi", summary: "Membawa halaman dari laptop ke internet.", chapters: [
        { title: "Mengunggah ke Hosting Gratis", gist: "Layanan hosting statis gratis cukup untuk halaman profil dan portofolio pertama Anda." },
        { title: "Membagikan Tautan ke Guru", gist: "Tautan yang rapi dan judul halaman yang jelas membuat karya Anda mudah dinilai dan dibagikan." },
      ] },
    ],
  },
  {
    slug: "foundation-kursus-persiapan-wawancara",
    name: "Persiapan Wawancara Kerja IT",
    description: "Menyusun CV, portofolio, dan latihan wawancara HR maupun teknis bagi penerima beasiswa karier digital.",
    program: "foundation-karier-digital", mentor: "foundation-rahmat-hidayatullah", level: "intermediate", type: "online",
    state: "ended", start: "2026-02-02", end: "2026-03-13",
    tips: ["Latih jawaban Anda dengan suara keras, bukan hanya dalam hati.", "Siapkan dua pertanyaan untuk pewawancara di setiap lamaran.", "Minta umpan balik dari mentor setelah setiap simulasi."],
    modules: [
      { title: "Menyusun CV", summary: "Dokumen pertama yang dibaca perekrut dalam waktu kurang dari satu menit.", chapters: [
        { title: "CV Satu Halaman", gist: "CV yang ringkas menonjolkan proyek dan hasil, bukan daftar panjang semua pelatihan." },
        { title: "Portofolio yang Meyakinkan", gist: "Dua proyek yang selesai dan dijelaskan dengan baik lebih meyakinkan daripada sepuluh proyek setengah jadi." },
      ] },
      { title: "Wawancara HR", summary: "Menceritakan diri sendiri dengan jujur dan terstruktur.", chapters: [
        { title: "Menjawab 'Ceritakan tentang Diri Anda'", gist: "Jawaban terbaik menghubungkan latar belakang, keterampilan, dan alasan melamar dalam dua menit." },
        { title: "Metode STAR", gist: "Situasi, tugas, aksi, dan hasil membuat cerita pengalaman Anda runtut dan mudah dinilai." },
      ] },
      { title: "Wawancara Teknis", summary: "Menunjukkan cara berpikir, bukan hanya jawaban akhir.", chapters: [
        { title: "Live Coding tanpa Panik", gist: "Ucapkan apa yang Anda pikirkan; pewawancara menilai proses, bukan hanya kode yang selesai." },
        { title: "Bertanya Balik kepada Pewawancara", gist: "Pertanyaan tentang tim dan cara kerja menunjukkan minat yang sungguh-sungguh pada posisi itu." },
      ] },
    ],
  },
];
