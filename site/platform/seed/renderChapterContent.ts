import type { Prng } from "../lib/createPrng.js";
import { escapeHtml } from "../lib/escapeHtml.js";
import type { ChapterSeed, CourseSeed, ModuleSeed } from "./BrandSeed.js";

const EXERCISES = [
  "Kerjakan contoh di atas dengan data atau situasi Anda sendiri, lalu bagikan hasilnya di forum diskusi modul {module}.",
  "Tuliskan dalam tiga kalimat apa yang berubah dari cara Anda bekerja setelah mempelajari bab ini, lalu kirim ke mentor.",
  "Coba jelaskan materi bab ini kepada satu teman dan catat pertanyaan yang muncul untuk dibahas di sesi tanya jawab.",
  "Buat satu contoh baru yang berbeda dari contoh mentor dan unggah tangkapan layarnya di ruang tugas modul {module}.",
] as const;

/** Chapter bodies are stored as HTML, the way a course CMS delivers them (sanitized by the site before display). */
export function renderChapterContent(course: CourseSeed, module: ModuleSeed, chapter: ChapterSeed, prng: Prng): string {
  const goals = [
    `Memahami pokok bahasan “${escapeHtml(chapter.title)}” dan kapan menerapkannya.`,
    `Menghubungkan materi ini dengan modul <em>${escapeHtml(module.title)}</em>.`,
    "Mengenali kesalahan yang sering dilakukan pemula dan cara menghindarinya.",
  ];
  const parts = [
    `<p>${escapeHtml(chapter.gist)}</p>`,
    `<p>Bab ini adalah bagian dari kursus <strong>${escapeHtml(course.name)}</strong>. ${escapeHtml(module.summary)}</p>`,
    "<h2>Tujuan bab</h2>",
    `<ul>${goals.map((goal) => `<li>${goal}</li>`).join("")}</ul>`,
  ];
  if (chapter.code) parts.push("<h2>Contoh</h2>", `<pre><code>${escapeHtml(chapter.code)}</code></pre>`);
  parts.push(
    "<h2>Latihan</h2>",
    `<p>${escapeHtml(prng.pick(EXERCISES).replace("{module}", module.title))}</p>`,
    `<blockquote><p><strong>Tips mentor:</strong> ${escapeHtml(prng.pick(course.tips))}</p></blockquote>`,
  );
  return parts.join("\n");
}
