import type { DiscStyle } from "./discStyles.js";

export interface DiscReading {
  /** The style's name as the page shows it, with its letter: "Dominan (D)". */
  readonly label: string;
  /** One line that sums the style up; also used for the second-strongest style. */
  readonly tagline: string;
  /** A plain-language reading of the profile when this style is the strongest. */
  readonly reading: string;
  readonly strengths: readonly string[];
  readonly watchOuts: readonly string[];
  /** How this style tends to learn best (the site is a learning provider's). */
  readonly learning: string;
}

/** Written for this site in everyday Indonesian; a description of tendencies, never a verdict. */
export const DISC_READINGS: Readonly<Record<DiscStyle, DiscReading>> = {
  d: {
    label: "Dominan (D)",
    tagline: "tegas, berorientasi hasil dan berani mengambil keputusan",
    reading:
      "Anda cenderung bergerak cepat dan berfokus pada hasil. Anda nyaman memegang kendali, tidak gentar menghadapi tantangan, dan lebih suka langsung ke inti persoalan daripada berputar-putar.",
    strengths: ["Berani mengambil keputusan di saat genting", "Mendorong tim untuk terus maju", "Tahan menghadapi tekanan dan persaingan"],
    watchOuts: ["Bisa terkesan tidak sabar atau kurang mendengarkan", "Kadang melewatkan detail demi kecepatan"],
    learning: "Anda belajar paling baik lewat target yang jelas, tantangan nyata dan kebebasan menentukan cara mencapainya.",
  },
  i: {
    label: "Interaktif (I)",
    tagline: "antusias, mudah bergaul dan pandai mengajak orang",
    reading:
      "Anda cenderung hangat, ekspresif dan penuh semangat. Anda mudah menjalin hubungan, senang berbagi ide, dan sering menjadi orang yang membuat suasana kelompok hidup.",
    strengths: ["Membangun suasana yang positif dan akrab", "Meyakinkan orang untuk mencoba hal baru", "Kreatif dan cepat memunculkan gagasan"],
    watchOuts: ["Bisa kehilangan fokus ketika tugas terasa monoton", "Kadang terlalu optimis soal waktu dan rincian"],
    learning: "Anda belajar paling baik lewat diskusi, kerja kelompok dan kesempatan mempresentasikan hasil karya.",
  },
  s: {
    label: "Stabil (S)",
    tagline: "sabar, setia dan menjaga keharmonisan",
    reading:
      "Anda cenderung tenang, dapat diandalkan dan peduli pada orang di sekitar Anda. Anda bekerja dengan tempo yang konsisten, menjadi pendengar yang baik, dan menjaga tim tetap rukun.",
    strengths: ["Tekun dan konsisten sampai pekerjaan tuntas", "Pendengar yang sabar dan suportif", "Menjaga kerja sama tim tetap harmonis"],
    watchOuts: ["Bisa kesulitan menghadapi perubahan yang mendadak", "Kadang enggan menyampaikan ketidaksetujuan"],
    learning: "Anda belajar paling baik dengan langkah yang runtut, contoh yang jelas dan waktu yang cukup untuk berlatih.",
  },
  c: {
    label: "Cermat (C)",
    tagline: "teliti, analitis dan menjunjung kualitas",
    reading:
      "Anda cenderung berhati-hati, teliti dan berpikir logis. Anda menghargai standar yang jelas, memeriksa fakta sebelum memutuskan, dan ingin setiap pekerjaan selesai dengan benar.",
    strengths: ["Akurat dan jeli terhadap detail", "Menganalisis masalah secara sistematis", "Menjaga mutu dan ketepatan hasil kerja"],
    watchOuts: ["Bisa terlalu lama menimbang sebelum bertindak", "Kadang terlalu keras menilai diri sendiri dan orang lain"],
    learning: "Anda belajar paling baik dari materi yang terstruktur, penjelasan yang mendalam dan umpan balik yang spesifik.",
  },
};
