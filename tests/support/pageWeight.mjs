// What a first visit to one page downloads, measured from the page itself: the HTML, then every
// same-origin script and stylesheet it references. Shared by the byte-budget contract test and
// `npm run bench`. It reads the HTML rather than dist/client/manifest.json so it stays true however
// the build splits code (per-block chunks, modulepreload, inline <style>) and works for the peer too.
import http from "node:http";
import { brotliDecompressSync, gunzipSync, gzipSync, inflateSync } from "node:zlib";

/**
 * GET `path` on `baseUrl` (an http://127.0.0.1:PORT origin) as `host`, following same-origin
 * redirects. Sends no Accept-Encoding; a compressed answer anyway is decoded, so sizes are of the
 * identity bytes.
 */
export function fetchAs(baseUrl, host, path, { redirects = 3 } = {}) {
  const origin = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: origin.hostname, port: origin.port, path, method: "GET", headers: { host, "user-agent": "pageWeight", "accept": "*/*" } },
      (response) => {
        const chunks = [];
        response.on("data", (chunk) => chunks.push(chunk));
        response.on("error", reject);
        response.on("end", () => {
          const status = response.statusCode ?? 0;
          const location = response.headers.location;
          if (status >= 300 && status < 400 && location && redirects > 0) {
            const next = new URL(location, `http://${host}${path}`);
            if (next.host !== host && next.hostname !== host.split(":")[0]) {
              reject(new Error(`${host}${path} redirects off-site to ${location}`));
              return;
            }
            fetchAs(baseUrl, host, next.pathname + next.search, { redirects: redirects - 1 }).then(resolve, reject);
            return;
          }
          try {
            resolve({ status, path, headers: response.headers, body: decode(Buffer.concat(chunks), response.headers["content-encoding"]) });
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    request.setTimeout(30_000, () => request.destroy(new Error(`${host}${path}: no answer in 30 s`)));
    request.on("error", reject);
    request.end();
  });
}

function decode(body, encoding) {
  switch ((encoding ?? "identity").trim().toLowerCase()) {
    case "identity":
      return body;
    case "gzip":
    case "x-gzip":
      return gunzipSync(body);
    case "br":
      return brotliDecompressSync(body);
    case "deflate":
      return inflateSync(body);
    default:
      throw new Error(`unknown content-encoding ${encoding}`);
  }
}

/** Size of the bytes as `gzip -9` would send them: independent of how a server happens to compress. */
export const gzipSize = (bytes) => gzipSync(bytes, { level: 9 }).length;

const TAG = /<(script|link)\b((?:[^>"']|"[^"]*"|'[^']*')*)>/gi;
const ATTRIBUTE = /([^\s=/>"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>"']+)))?/g;
const STYLE = /<style\b(?:[^>"']|"[^"]*"|'[^']*')*>([\s\S]*?)<\/style\s*>/gi;

const entities = { amp: "&", quot: '"', apos: "'", lt: "<", gt: ">" };
const unescapeAttribute = (value) =>
  value.replace(/&(#x[0-9a-f]+|#\d+|amp|quot|apos|lt|gt);/gi, (_, name) => {
    const lower = name.toLowerCase();
    if (lower.startsWith("#x")) return String.fromCodePoint(parseInt(lower.slice(2), 16));
    if (lower.startsWith("#")) return String.fromCodePoint(Number(lower.slice(1)));
    return entities[lower];
  });

function attributesOf(source) {
  const attributes = {};
  for (const [, name, double, single, bare] of source.matchAll(ATTRIBUTE)) {
    attributes[name.toLowerCase()] = unescapeAttribute(double ?? single ?? bare ?? "");
  }
  return attributes;
}

/**
 * The HTML with script bodies and comments blanked, so markup quoted inside JSON state or inline
 * code is not taken for a tag. Opening tags stay, their bodies go.
 */
const markupOnly = (html) => html.replace(/<!--[\s\S]*?-->/g, "").replace(/(<script\b(?:[^>"']|"[^"]*"|'[^']*')*>)[\s\S]*?(<\/script\s*>)/gi, "$1$2");

/**
 * What the HTML makes the browser fetch before the page is usable: scripts (module, classic without
 * `nomodule`, module and script preloads), stylesheets, inline `<style>` text, and preloaded fonts
 * and images, as URLs resolved against the page.
 */
export function referencesOf(html, pageUrl) {
  const markup = markupOnly(html);
  const js = new Set();
  const css = new Set();
  const fonts = new Set();
  const images = new Set();
  for (const [, tag, source] of markup.matchAll(TAG)) {
    const a = attributesOf(source);
    if (tag.toLowerCase() === "script") {
      const type = (a.type ?? "").toLowerCase();
      const executable = type === "" || type === "module" || type === "text/javascript" || type === "application/javascript";
      if (a.src && executable && !("nomodule" in a)) js.add(new URL(a.src, pageUrl).href);
      continue;
    }
    const rel = (a.rel ?? "").toLowerCase().split(/\s+/);
    if (!a.href) continue;
    const url = new URL(a.href, pageUrl).href;
    if (rel.includes("modulepreload")) js.add(url);
    else if (rel.includes("stylesheet")) css.add(url);
    else if (rel.includes("preload")) {
      const as = (a.as ?? "").toLowerCase();
      if (as === "script") js.add(url);
      else if (as === "style") css.add(url);
      else if (as === "font") fonts.add(url);
      else if (as === "image") images.add(url);
    }
  }
  // Our pages list the modules their boot script loads after the first paint in a JSON element:
  // they are first-load JavaScript all the same, and counted as such.
  const listed = /<script id="__PAGE_SCRIPTS__" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  if (listed) for (const href of JSON.parse(listed[1]).modules) js.add(new URL(href, pageUrl).href);
  const inlineCss = [...markupOnly(html).matchAll(STYLE)].map(([, text]) => text);
  return { js: [...js], css: [...css], inlineCss, fonts: [...fonts], images: [...images] };
}

const sameOrigin = (url, pageUrl) => url.host === pageUrl.host;

async function filesOf(baseUrl, host, urls, pageUrl) {
  const files = [];
  const skipped = [];
  for (const href of urls) {
    const url = new URL(href);
    if (!sameOrigin(url, pageUrl)) {
      skipped.push(href);
      continue;
    }
    const response = await fetchAs(baseUrl, host, url.pathname + url.search);
    if (response.status !== 200) throw new Error(`${host}${url.pathname}${url.search} answered ${response.status}`);
    files.push({ path: url.pathname + url.search, raw: response.body.length, gzip: gzipSize(response.body) });
  }
  return { files, skipped };
}

const sum = (files, key) => files.reduce((total, file) => total + file[key], 0);

/**
 * First-load weight of `host` + `path` served at `baseUrl`: raw and gzip -9 bytes of the HTML, of
 * the same-origin JavaScript and of the CSS (stylesheets plus inline `<style>` text); preloaded fonts
 * and images apart, raw only. Cross-origin references are listed in `skipped`, not counted.
 */
export async function pageWeight(baseUrl, host, path) {
  const page = await fetchAs(baseUrl, host, path);
  if (page.status !== 200) throw new Error(`${host}${path} answered ${page.status}`);
  const pageUrl = new URL(`http://${host}${page.path}`);
  const html = page.body.toString("utf8");
  const refs = referencesOf(html, pageUrl);
  const js = await filesOf(baseUrl, host, refs.js, pageUrl);
  const css = await filesOf(baseUrl, host, refs.css, pageUrl);
  const fonts = await filesOf(baseUrl, host, refs.fonts, pageUrl);
  const images = await filesOf(baseUrl, host, refs.images, pageUrl);
  const inlineText = refs.inlineCss.join("\n");
  const inline = { count: refs.inlineCss.length, raw: Buffer.byteLength(inlineText), gzip: refs.inlineCss.length ? gzipSize(Buffer.from(inlineText)) : 0 };
  return {
    page: `${host}${page.path}`,
    html: { raw: page.body.length, gzip: gzipSize(page.body) },
    js: { raw: sum(js.files, "raw"), gzip: sum(js.files, "gzip"), files: js.files },
    css: { raw: sum(css.files, "raw") + inline.raw, gzip: sum(css.files, "gzip") + inline.gzip, files: css.files, inline },
    fonts: { raw: sum(fonts.files, "raw"), files: fonts.files },
    images: { raw: sum(images.files, "raw"), files: images.files },
    skipped: [...js.skipped, ...css.skipped, ...fonts.skipped, ...images.skipped],
  };
}
