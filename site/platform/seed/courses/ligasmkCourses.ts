import type { CourseSeed } from "../BrandSeed.js";

export const ligasmkCourses: readonly CourseSeed[] = [
  {
    slug: "ligasmk-kursus-cpp-kompetitif",
    name: "C++ untuk Pemrograman Kompetitif",
    description: "Bekal bahasa C++ dan STL untuk babak penyisihan Liga Algoritma, dari input cepat sampai strategi lomba.",
    program: "ligasmk-algoritma", mentor: "ligasmk-hendra-gunawan", level: "intermediate", type: "online",
    state: "onRegistration", start: "2026-06-15", end: "2026-08-07",
    tips: ["Baca batasan soal sebelum memilih algoritma.", "Uji solusi dengan kasus terkecil dan terbesar sebelum mengirim.", "Simpan templat kode Anda sendiri dan latih mengetiknya."],
    modules: [
      { title: "Persiapan", summary: "Lingkungan dan kebiasaan dasar sebelum mengerjakan soal pertama.", chapters: [
        { title: "Input dan Output Cepat", gist: "Dua baris di awal program membuat cin dan cout cukup cepat untuk jutaan angka.", code: "ios::sync_with_stdio(false);\ncin.tie(nullptr);" },
        { title: "Membaca Batasan Soal", gist: "Batasan N menentukan kompleksitas yang aman: N sampai 100.000 biasanya menuntut O(N log N)." },
      ] },
      { title: "Standard Template Library", summary: "Struktur data siap pakai yang menghemat waktu di lomba.", chapters: [
        { title: "vector dan sort", gist: "vector adalah array yang bisa tumbuh, dan sort mengurutkannya dalam O(N log N).", code: "vector<int> a(n);\nfor (auto &x : a) cin >> x;\nsort(a.begin(), a.end());" },
        { title: "map dan set", gist: "map dan set menyimpan data terurut dan mencari elemen dalam waktu logaritmik." },
        { title: "priority_queue", gist: "priority_queue selalu memberi elemen terbesar lebih dulu dan menjadi inti algoritma Dijkstra." },
      ] },
      { title: "Teknik Dasar", summary: "Pola solusi yang muncul berulang kali di babak penyisihan.", chapters: [
        { title: "Prefix Sum", gist: "Prefix sum menjawab pertanyaan jumlah rentang dalam O(1) setelah persiapan O(N)." },
        { title: "Two Pointers", gist: "Dua penunjuk yang bergerak searah menyelesaikan soal subarray tanpa perulangan bersarang." },
        { title: "Binary Search Jawaban", gist: "Jika jawaban bisa diperiksa benar atau salah, binary search menemukan nilai optimalnya." },
      ] },
      { title: "Strategi Lomba", summary: "Mengelola waktu dan emosi selama kontes berlangsung.", chapters: [
        { title: "Urutan Mengerjakan Soal", gist: "Membaca semua soal di awal membantu menemukan soal termudah yang sering tidak berada di nomor satu." },
        { title: "Debugging di Bawah Tekanan Waktu", gist: "Saat jawaban salah, cek overflow, batas array, dan kasus kosong sebelum menulis ulang solusi." },
      ] },
    ],
  },
  {
    slug: "ligasmk-kursus-kerja-tim-web",
    name: "Kerja Tim Proyek Web untuk Lomba",
    description: "Membagi peran, mengelola kode bersama, dan mempresentasikan aplikasi web di depan juri Liga Pengembangan Web.",
    program: "ligasmk-web", mentor: "ligasmk-fitri-handayani", level: "beginner", type: "hybrid",
    state: "started", start: "2026-04-13", end: "2026-06-05",
    tips: ["Sepakati definisi selesai sebelum mulai membagi tugas.", "Gabungkan kode setiap hari, bukan di malam terakhir.", "Latih demo dengan pengatur waktu sampai benar-benar lima menit."],
    modules: [
      { title: "Pembagian Peran", summary: "Setiap anggota tahu tanggung jawabnya sejak hari pertama.", chapters: [
        { title: "Frontend, Backend, dan Presenter", gist: "Tim tiga orang paling efektif ketika setiap orang memimpin satu bagian tetapi memahami bagian lainnya." },
        { title: "Papan Tugas Sederhana", gist: "Kolom akan dikerjakan, sedang dikerjakan, dan selesai cukup untuk melihat kemajuan tim." },
      ] },
      { title: "Alur Git Tim", summary: "Kode bersama yang tidak saling menimpa.", chapters: [
        { title: "Branch per Fitur", gist: "Setiap fitur dikerjakan di branch sendiri dan digabung lewat pull request yang direview satu teman.", code: "git switch -c fitur/form-pendaftaran" },
        { title: "Merge sebelum Tenggat", gist: "Batas penggabungan kode sehari sebelum pengumpulan memberi waktu memperbaiki yang rusak." },
      ] },
      { title: "Presentasi ke Juri", summary: "Menunjukkan nilai aplikasi dalam waktu singkat.", chapters: [
        { title: "Demo Lima Menit", gist: "Demo yang baik dimulai dari masalah pengguna, lalu menunjukkan alur utama aplikasi tanpa berbelit." },
        { title: "Menjawab Pertanyaan Juri", gist: "Jawaban jujur tentang keterbatasan aplikasi lebih dihargai juri daripada jawaban yang mengada-ada." },
      ] },
    ],
  },
  {
    slug: "ligasmk-kursus-iot-esp32",
    name: "Proyek IoT dengan ESP32",
    description: "Membangun alat pemantau suhu dan kelembapan dengan ESP32, MQTT, dan dashboard untuk Liga IoT.",
    program: "ligasmk-iot", mentor: "ligasmk-robert-sinaga", level: "intermediate", type: "offline",
    state: "comingSoon", start: "2026-09-07", end: "2026-11-20",
    tips: ["Periksa tegangan kerja setiap sensor sebelum menyambungkannya.", "Gunakan kabel berwarna yang konsisten untuk daya dan ground.", "Catat setiap perubahan rangkaian di buku log proyek."],
    modules: [
      { title: "Mengenal ESP32", summary: "Mikrokontroler dengan Wi-Fi bawaan yang menjadi otak proyek.", chapters: [
        { title: "Pin dan Tegangan", gist: "ESP32 bekerja pada 3,3 volt sehingga sensor 5 volt memerlukan pembagi tegangan." },
        { title: "Program Blink Pertama", gist: "Menyalakan LED berkedip memastikan papan, kabel, dan driver sudah siap dipakai.", code: "void loop() {\n  digitalWrite(LED_BUILTIN, HIGH);\n  delay(500);\n  digitalWrite(LED_BUILTIN, LOW);\n  delay(500);\n}" },
      ] },
      { title: "Sensor", summary: "Membaca dunia nyata menjadi angka.", chapters: [
        { title: "Membaca Sensor DHT22", gist: "DHT22 mengukur suhu dan kelembapan; pembacaan setiap dua detik sudah cukup untuk ruangan." },
        { title: "Kalibrasi Sederhana", gist: "Membandingkan sensor dengan termometer acuan memberi nilai koreksi yang membuat data lebih akurat." },
      ] },
      { title: "Koneksi", summary: "Mengirim data sensor ke server melalui internet.", chapters: [
        { title: "Wi-Fi dan MQTT", gist: "MQTT adalah protokol ringan: perangkat menerbitkan pesan ke topik dan dashboard berlangganan topik itu.", code: 'client.publish("ligasmk/tim7/suhu", String(suhu).c_str());' },
        { title: "Mengirim Data ke Dashboard", gist: "Dashboard menampilkan grafik waktu nyata dan memberi peringatan ketika suhu melewati batas." },
      ] },
      { title: "Proyek Akhir", summary: "Dari prototipe di meja ke alat yang siap diuji di lapangan.", chapters: [
        { title: "Merancang Casing", gist: "Casing melindungi rangkaian dari debu dan air tanpa menghalangi aliran udara ke sensor." },
        { title: "Uji Lapangan", gist: "Alat diuji selama tiga hari di lokasi nyata untuk menemukan masalah daya dan sinyal." },
      ] },
    ],
  },
];
