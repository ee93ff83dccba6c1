/** The three events every program holds: one already past and two ahead of the seeding month (spec §1: events). */
export const WEBINARS = [
  {
    title: "Kenalan dengan {program}: Peluang dan Jalur Belajar",
    lead: "Sesi daring gratis dengan tanya jawab bersama {mentor}.",
    location: "Daring melalui Zoom",
    dayOffset: -40,
    time: "19:00",
    minutes: 90,
    agenda: ["Pembukaan dan perkenalan pembicara", "Peluang karier dan kebutuhan industri", "Jalur belajar yang disarankan", "Tanya jawab"],
    audience: ["Pelajar dan mahasiswa yang baru ingin mulai", "Orang tua dan guru pendamping", "Pekerja yang ingin pindah bidang"],
  },
  {
    title: "Studi Kasus {program} bersama Praktisi",
    lead: "Praktisi membedah proyek nyata langkah demi langkah bersama {mentor}.",
    location: "Daring melalui YouTube Live",
    dayOffset: 12,
    time: "19:30",
    minutes: 120,
    agenda: ["Latar belakang proyek", "Bedah proses dan keputusan penting", "Kesalahan yang sebaiknya dihindari", "Tanya jawab dan pembagian materi"],
    audience: ["Peserta kelas yang sedang berjalan", "Alumni yang ingin memperdalam materi", "Umum yang tertarik pada studi kasus nyata"],
  },
  {
    title: "Temu Alumni dan Demo Proyek {program}",
    lead: "Alumni memamerkan proyek akhir mereka, dipandu oleh {mentor}.",
    location: "Aula mitra di {city}",
    dayOffset: 45,
    time: "09:00",
    minutes: 180,
    agenda: ["Registrasi ulang peserta", "Demo proyek alumni", "Diskusi panel dengan mitra industri", "Jejaring dan foto bersama"],
    audience: ["Alumni semua angkatan", "Calon peserta angkatan berikutnya", "Mitra sekolah dan industri"],
  },
] as const;

/**
 * Event dates follow the month the seed runs in, so a site always has past and upcoming events. Within a month the
 * seed stays byte-identical (the idempotency and determinism tests), and the next month shifts every event together.
 */
export function eventAnchorDate(now: Date = new Date()): string {
  return `${now.toISOString().slice(0, 7)}-01`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The event page's body as HTML: agenda, audience, and how to join. */
export function renderEventContent(event: {
  title: string;
  programName: string;
  mentorName: string;
  location: string;
  time: string;
  agenda: readonly string[];
  audience: readonly string[];
}): string {
  const [hours, minutes] = event.time.split(":").map(Number) as [number, number];
  const agenda = event.agenda.map((item, index) => {
    const at = hours * 60 + minutes + index * 30;
    const clock = `${String(Math.floor(at / 60)).padStart(2, "0")}.${String(at % 60).padStart(2, "0")}`;
    return `<li><strong>${clock} WIB</strong> — ${escapeHtml(item)}</li>`;
  });
  return [
    `<p><strong>${escapeHtml(event.title)}</strong> adalah bagian dari program ${escapeHtml(event.programName)} dan dipandu oleh ${escapeHtml(event.mentorName)}.</p>`,
    "<h2>Agenda</h2>",
    `<ol>${agenda.join("")}</ol>`,
    "<h2>Siapa yang cocok mengikuti</h2>",
    `<ul>${event.audience.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>`,
    "<h2>Cara bergabung</h2>",
    `<p>Acara gratis dan terbuka untuk umum. Lokasi: ${escapeHtml(event.location)}. Tautan atau denah lokasi dikirim melalui email sehari sebelum acara.</p>`,
  ].join("\n");
}
