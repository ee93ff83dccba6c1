import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { layoutRenderer } from "../../support/renderLayout.js";
import { startPlatform, type RunningPlatform } from "../../support/startPlatform.js";

let platform: RunningPlatform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(async () => platform?.stop());

const page = (blocks: unknown[]) => layoutRenderer(platform, [{ name: "About", path: "/About", blocks } as never])("/About");

describe("stat-chart on the server", () => {
  it("sends the chart's numbers as a table and a placeholder where the chart will be drawn", async () => {
    const { status, body } = await page([
      { type: "stat-chart", props: { title: "Siswa baru", kind: "line" }, data: { chart: { source: "statistic.students.chart" } } },
    ]);
    expect(status).toBe(200);
    expect(body).toContain('data-chart-canvas="waiting"');
    expect(body).toContain("<caption>Siswa baru</caption>");
    expect(body).toMatch(/<th[^>]*scope="row"[^>]*>[A-Z][a-z]{2} 20\d\d<\/th>/);
    // recharts never runs on the server.
    expect(body).not.toContain("recharts");
  });
});

describe("province-scores on the server", () => {
  it("lists provinces ranked by points with a search field", async () => {
    const { body } = await page([
      {
        type: "province-scores",
        props: { visibleRows: 3 },
        data: { scores: { source: "statistic.provinces.score", params: { limit: 38 } }, provinces: { source: "statistic.provinces" } },
      },
    ]);
    expect(body).toContain("Cari provinsi");
    const ranks = [...body.matchAll(/data-rank="(\d+)"/g)].map((match) => Number(match[1]));
    expect(ranks).toEqual([1, 2, 3]);
    expect(body).toMatch(/Tampilkan semua \(\d+\)/);
  });
});

describe("presentational blocks", () => {
  it("video: a poster button, no third-party iframe until the click; an MP4 plays with native controls", async () => {
    const { body } = await page([
      {
        type: "video",
        props: {
          videos: [
            { title: "Profil", youtubeId: "Xk3vQ9aB2sT" },
            { title: "Demo", file: "/media/demo.mp4" },
          ],
          columns: 2,
        },
      },
    ]);
    expect(body).toMatch(/<button[^>]*data-video-poster="Xk3vQ9aB2sT"[^>]*>.*Putar video: <!-- -->Profil<\/span>/);
    expect(body).not.toContain("<iframe");
    expect(body).toMatch(/<video[^>]*controls=""[^>]*preload="none"/);
  });

  it("rich-text sanitizes its HTML", async () => {
    const { body: html } = await page([
      { type: "rich-text", props: { title: "Syarat", html: '<h2>Pasal 1</h2><p onclick="x()">Isi</p><script>alert(1)</script>', updatedOn: "2026-01-15" } },
    ]);
    // The rendered block only: the page state further down carries the layout's props as they were written.
    const body = /<section data-block="rich-text">[\s\S]*?<\/section>/.exec(html)![0];
    expect(body).toContain("<h2>Pasal 1</h2>");
    expect(body).not.toContain("onclick");
    expect(body).not.toContain("alert(1)");
    expect(body).toContain("Terakhir diperbarui 15 Januari 2026");
  });

  it("pricing formats rupiah the Indonesian way", async () => {
    const { body } = await page([
      {
        type: "pricing",
        props: { plans: [{ name: "Reguler", price: 1250000, period: "per bulan", features: ["Kelas"], cta: { label: "Daftar", to: "/Register" } }] },
      },
    ]);
    expect(body).toContain("Rp\u00a01.250.000");
  });
});
