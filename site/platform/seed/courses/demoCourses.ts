import type { CourseSeed } from "../BrandSeed.js";

export const demoCourses: readonly CourseSeed[] = [
  {
    slug: "demo-kursus-literasi-digital",
    name: "Literasi Digital untuk Semua",
    description: "Aman, kritis, dan santun di internet: kata sandi, verifikasi fakta, jejak digital, dan etika bermedia sosial.",
    program: "demo-literasi", mentor: "demo-arif-maulana-saleh", level: "beginner", type: "online",
    state: "onRegistration", start: "2026-06-08", end: "2026-07-17",
    tips: ["Terapkan satu kebiasaan aman setiap minggu, jangan semuanya sekaligus.", "Ajak anggota keluarga memeriksa pengaturan privasi bersama.", "Berhenti sejenak sebelum membagikan berita yang memancing emosi."],
    modules: [
      { title: "Aman di Internet", summary: "Melindungi akun dan data pribadi dari pencurian.", chapters: [
        { title: "Kata Sandi yang Kuat", gist: "Frasa sandi yang panjang lebih mudah diingat dan lebih sulit ditebak daripada kata sandi pendek yang rumit." },
        { title: "Verifikasi Dua Langkah", gist: "Kode tambahan dari ponsel membuat akun tetap aman walau kata sandi sudah bocor." },
        { title: "Mengenali Penipuan Phishing", gist: "Pesan yang mendesak, menjanjikan hadiah, dan meminta kode OTP hampir selalu penipuan." },
      ] },
      { title: "Informasi", summary: "Memilah informasi yang benar di tengah banjir kabar.", chapters: [
        { title: "Memeriksa Fakta", gist: "Cek sumber, tanggal, dan bandingkan dengan media lain sebelum mempercayai sebuah kabar." },
        { title: "Jejak Digital", gist: "Apa yang diunggah hari ini bisa dibaca calon pemberi kerja bertahun-tahun kemudian." },
      ] },
      { title: "Etika", summary: "Menjadi warga digital yang menghargai orang lain.", chapters: [
        { title: "Berkomentar dengan Santun", gist: "Di balik setiap akun ada manusia; kritik yang santun lebih mungkin didengar." },
        { title: "Hak Cipta Konten", gist: "Mencantumkan sumber dan meminta izin adalah cara sederhana menghargai karya orang lain." },
      ] },
    ],
  },
  {
    slug: "demo-kursus-keuangan-keluarga",
    name: "Mengelola Keuangan Keluarga",
    description: "Anggaran bulanan, dana darurat, utang yang sehat, dan tujuan keuangan jangka panjang untuk keluarga.",
    program: "demo-literasi", mentor: "demo-dewi-kartikasari", level: "beginner", type: "online",
    state: "started", start: "2026-04-20", end: "2026-06-12",
    tips: ["Catat pengeluaran sekecil apa pun selama tiga puluh hari.", "Bicarakan anggaran bersama pasangan di awal bulan.", "Sisihkan tabungan di awal gajian, bukan dari sisa di akhir bulan."],
    modules: [
      { title: "Anggaran", summary: "Mengetahui ke mana uang pergi setiap bulan.", chapters: [
        { title: "Mencatat Pengeluaran", gist: "Catatan satu bulan biasanya mengungkap pengeluaran kecil yang diam-diam menjadi besar." },
        { title: "Metode Amplop", gist: "Membagi uang ke pos-pos kebutuhan sejak awal mencegah satu pos memakan pos lainnya." },
      ] },
      { title: "Dana Darurat", summary: "Bantalan ketika hal tak terduga terjadi.", chapters: [
        { title: "Berapa yang Dibutuhkan", gist: "Dana darurat keluarga idealnya tiga sampai enam kali pengeluaran bulanan." },
        { title: "Tempat Menyimpan", gist: "Dana darurat disimpan di tempat yang aman dan mudah dicairkan, bukan di investasi berisiko." },
      ] },
      { title: "Utang", summary: "Membedakan utang yang membantu dan yang menjerat.", chapters: [
        { title: "Utang Produktif dan Konsumtif", gist: "Utang produktif menambah penghasilan; utang konsumtif hanya memindahkan beban ke bulan depan." },
        { title: "Metode Bola Salju", gist: "Melunasi utang terkecil lebih dulu memberi semangat untuk melunasi utang berikutnya." },
      ] },
      { title: "Tujuan Keuangan", summary: "Menabung dengan alasan yang jelas dan tenggat yang nyata.", chapters: [
        { title: "Dana Pendidikan Anak", gist: "Menghitung biaya sekolah di masa depan membantu menentukan tabungan bulanan yang realistis." },
        { title: "Pensiun sejak Dini", gist: "Menabung sedikit sejak muda lebih ringan daripada menabung banyak menjelang pensiun." },
      ] },
    ],
  },
  {
    slug: "demo-kursus-presentasi-interaktif",
    name: "Presentasi Interaktif untuk Guru",
    description: "Merancang alur, slide, dan aktivitas yang membuat siswa terlibat selama pelajaran, baik daring maupun tatap muka.",
    program: "demo-pelatihan-guru", mentor: "demo-lestiana-purba", level: "intermediate", type: "hybrid",
    state: "ended", start: "2026-01-19", end: "2026-02-27",
    tips: ["Uji presentasi di ruang kelas yang sebenarnya sebelum hari-H.", "Siapkan rencana cadangan jika proyektor atau internet bermasalah.", "Minta siswa menilai satu bagian presentasi di akhir pelajaran."],
    modules: [
      { title: "Merancang Alur", summary: "Presentasi yang kuat dimulai dari pesan yang jelas.", chapters: [
        { title: "Satu Pesan Utama", gist: "Jika siswa hanya mengingat satu kalimat, kalimat itulah yang menjadi pusat presentasi." },
        { title: "Cerita Pembuka", gist: "Cerita pendek yang dekat dengan kehidupan siswa membuka rasa ingin tahu sebelum materi inti." },
      ] },
      { title: "Slide", summary: "Slide membantu guru, bukan menggantikannya.", chapters: [
        { title: "Satu Ide per Slide", gist: "Slide dengan satu ide dan sedikit teks membuat siswa mendengarkan, bukan membaca." },
        { title: "Gambar yang Bermakna", gist: "Gambar dipilih karena menjelaskan konsep, bukan sekadar hiasan." },
      ] },
      { title: "Interaksi", summary: "Aktivitas singkat yang menjaga perhatian siswa.", chapters: [
        { title: "Kuis Singkat", gist: "Tiga pertanyaan di tengah pelajaran menunjukkan bagian mana yang perlu diulang." },
        { title: "Diskusi Berpasangan", gist: "Berdiskusi dua menit dengan teman sebangku membuat siswa yang pendiam ikut berpendapat." },
        { title: "Menutup dengan Refleksi", gist: "Pertanyaan refleksi di akhir pelajaran membantu siswa mengikat apa yang baru dipelajari." },
      ] },
    ],
  },
];
