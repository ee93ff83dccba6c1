import type { IncomingHttpHeaders } from "node:http";

export interface FetchedPage {
  status: number;
  /** The path finally answered, after same-origin redirects. */
  path: string;
  headers: IncomingHttpHeaders;
  /** Identity bytes (decoded when the server compressed anyway). */
  body: Buffer;
}

export interface WeighedFile {
  path: string;
  raw: number;
  gzip: number;
}

export interface PageReferences {
  js: string[];
  css: string[];
  inlineCss: string[];
  fonts: string[];
  images: string[];
}

export interface PageWeight {
  /** host + path answered, e.g. `demo.localhost/`. */
  page: string;
  html: { raw: number; gzip: number };
  js: { raw: number; gzip: number; files: WeighedFile[] };
  /** Stylesheets plus the text of inline `<style>` elements (which the HTML figure counts too). */
  css: { raw: number; gzip: number; files: WeighedFile[]; inline: { count: number; raw: number; gzip: number } };
  fonts: { raw: number; files: WeighedFile[] };
  images: { raw: number; files: WeighedFile[] };
  /** Cross-origin references, not counted. */
  skipped: string[];
}

export function fetchAs(baseUrl: string, host: string, path: string, options?: { redirects?: number }): Promise<FetchedPage>;
export function gzipSize(bytes: Uint8Array): number;
export function referencesOf(html: string, pageUrl: URL | string): PageReferences;
export function pageWeight(baseUrl: string, host: string, path: string): Promise<PageWeight>;
