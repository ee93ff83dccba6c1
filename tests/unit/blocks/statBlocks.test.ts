import { describe, expect, it } from "vitest";
import { batchFill, batchStatus } from "../../../blocks/stat-batches/batchFill.js";
import { statChartContract } from "../../../blocks/stat-chart/contract.js";
import { statOverviewContract } from "../../../blocks/stat-overview/contract.js";
import { readStatPath } from "../../../blocks/stat-overview/readStatPath.js";
import { provinceScoresContract } from "../../../blocks/province-scores/contract.js";
import { youtubeEmbedUrl } from "../../../blocks/video/youtubeEmbedUrl.js";

describe("readStatPath", () => {
  const data = { students: 84, classesByState: { started: 3 }, registrations: { team: 4 }, name: "x" };
  it("reads flat and nested numbers", () => {
    expect(readStatPath(data, "students")).toBe(84);
    expect(readStatPath(data, "classesByState.started")).toBe(3);
    expect(readStatPath(data, "registrations.team")).toBe(4);
  });
  it("answers undefined for what is not a number", () => {
    expect(readStatPath(data, "name")).toBeUndefined();
    expect(readStatPath(data, "classesByState")).toBeUndefined();
    expect(readStatPath(data, "students.total")).toBeUndefined();
    expect(readStatPath([1], "0")).toBeUndefined();
    expect(readStatPath(undefined, "students")).toBeUndefined();
  });
});

describe("batchFill", () => {
  it("says how full a batch is and how many seats are left", () => {
    expect(batchFill({ students: 21, quota: 30 })).toEqual({ percent: 70, text: "21/30 siswa · sisa 9 kursi" });
    expect(batchFill({ students: 34, quota: 30 })).toEqual({ percent: 100, text: "34/30 siswa · penuh" });
    expect(batchFill({ students: 5 })).toEqual({ percent: 0, text: "5 siswa" });
  });
  it("names the statuses in Indonesian", () => {
    expect(batchStatus("running").label).toBe("Sedang Berjalan");
    expect(batchStatus("registration").label).toBe("Pendaftaran Dibuka");
    expect(batchStatus("lain").label).toBe("Aktif");
  });
});

describe("the statistics blocks' checks", () => {
  it("stat-chart takes only chart sources", () => {
    expect(statChartContract.check!({ data: { chart: { source: "statistic.chart", params: { type: "students" } } } })).toEqual([]);
    expect(statChartContract.check!({ data: { chart: { source: "settings.get" } } })[0]).toMatchObject({ pointer: "/data/chart/source" });
  });

  it("stat-overview takes only paths its source answers", () => {
    const item = (source: string, path: string) => ({ props: { items: [{ path, label: "x" }] }, data: { stats: { source } } });
    expect(statOverviewContract.check!(item("statistic.summary", "classesByState.started"))).toEqual([]);
    expect(statOverviewContract.check!(item("statistic.counter", "classes.started"))).toEqual([]);
    expect(statOverviewContract.check!(item("statistic.landing.counter", "registrations.team"))[0]).toMatchObject({ pointer: "/props/items/0/path" });
    expect(statOverviewContract.check!(item("statistics.counter", "students"))[0]).toMatchObject({ pointer: "/data/stats/source" });
  });

  it("province-scores needs the slot its metric reads", () => {
    expect(provinceScoresContract.check!({ props: { metric: "students" }, data: { provinces: { source: "statistic.provinces" } } })).toEqual([]);
    expect(provinceScoresContract.check!({ props: {}, data: { provinces: { source: "statistic.provinces" } } })[0]).toMatchObject({ pointer: "/data" });
    expect(provinceScoresContract.check!({ props: {}, data: { scores: { source: "statistic.provinces" } } })[0]).toMatchObject({
      pointer: "/data/scores/source",
    });
  });
});

describe("youtubeEmbedUrl", () => {
  it("uses the privacy-enhanced host and autoplays after the click", () => {
    expect(youtubeEmbedUrl("Xk3vQ9aB2sT")).toBe("https://www.youtube-nocookie.com/embed/Xk3vQ9aB2sT?rel=0&modestbranding=1&autoplay=1");
  });
});
