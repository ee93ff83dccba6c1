import { escapeHtml } from "../lib/escapeHtml.js";

/**
 * Event dates follow the month the seed runs in, so a site always has past and upcoming events. Within a month the
 * seed stays byte-identical (the idempotency and determinism tests), and the next month shifts every event together.
 */
export function eventAnchorDate(now: Date = new Date()): string {
  return `${now.toISOString().slice(0, 7)}-01`;
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
