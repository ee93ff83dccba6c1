// The pages the bench and the byte-budget check measure.
import { fetchAs } from "../support/pageWeight.mjs";
import { brandHosts as seededBrandHosts } from "../support/seededSites.mjs";

/** The seeded brands' primary hosts, from tenants/sites (README: "Open a seeded site"). */
export const brandHosts = seededBrandHosts();

/** The first article `host`'s News list links to: a real, seeded detail page (`/News/{id}/{title}`). */
export async function firstNewsDetail(baseUrl, host = "demo.localhost") {
  const list = await fetchAs(baseUrl, host, "/News");
  if (list.status !== 200) throw new Error(`${host}/News answered ${list.status}`);
  const href = /href="(\/News\/\d+[^"]*)"/.exec(list.body.toString("utf8"))?.[1];
  if (!href) throw new Error(`${host}/News links to no /News/{id}/… detail page`);
  return href.replace(/&amp;/g, "&");
}

/** Every brand home, the demo class list, the demo News list, one article and a form: the pages a visitor lands on. */
export async function landingPages(baseUrl) {
  return [
    ...brandHosts.map((host) => ({ host, path: "/", kind: "home" })),
    { host: "demo.localhost", path: "/Class", kind: "list" },
    { host: "demo.localhost", path: "/News", kind: "list" },
    { host: "demo.localhost", path: await firstNewsDetail(baseUrl), kind: "detail" },
    { host: "demo.localhost", path: "/Make-Appointment", kind: "form" },
  ];
}
