import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";
import { ANALYTICS_ORIGINS, analyticsInlineScript } from "../../engine/index.js";

export interface SecurityHeaderOptions {
  /** Absolute base URLs the browser calls (real backends); root-relative ones are this origin. */
  browserBaseUrls: readonly string[];
  /**
   * The analytics measurement ids of the current layouts, whose inline snippet may run, each once: the
   * same list (the same array) until the layouts change, so the headers are made once per list.
   */
  analyticsIds: () => readonly string[];
}

const originOf = (url: string) => (/^https?:\/\//.test(url) ? new URL(url).origin : undefined);
const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()";
const HSTS = "max-age=31536000; includeSubDomains";

/** helmet's options for this site: the CSP allows the inline analytics snippets with these hashes. */
function helmetOptions(backends: readonly string[], scriptHashes: readonly string[]): HelmetOptions {
  return {
    // HSTS only means something over TLS; see the hook below.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
    // Images and fonts of this site may be shown by the tenant's other hosts.
    crossOriginResourcePolicy: { policy: "cross-origin" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    frameguard: { action: "sameorigin" },
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...ANALYTICS_ORIGINS, ...scriptHashes],
        // React style attributes and Mantine's per-component <style> need inline styles; scripts do not.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "https:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'", ...backends, ...ANALYTICS_ORIGINS],
        frameAncestors: ["'self'"],
        baseUri: ["'self'"],
        formAction: ["'self'", ...backends],
        objectSrc: ["'none'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
      },
    },
  };
}

/** The headers helmet sets with these options, read once from its middleware. */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as never, response as never, () => undefined);
  return headers;
}

/**
 * Security headers on every response (pages, assets, images, the platform's JSON): a CSP, nosniff,
 * a referrer policy, frame protection and a permissions policy; HSTS when the request came over TLS.
 *
 * The CSP allows this origin's scripts and, inline, only the analytics snippet by its SHA-256 hash
 * (CSP3 hash sources): the one inline script a page has is the same for every visitor of a layout,
 * so a hash pins it as a nonce would, and a page held by the page cache stays valid for everyone.
 *
 * helmet's middleware rebuilt every header on every response (a tenth of a cached page's cost, and
 * garbage that outlived the young generation); here it runs once per set of analytics ids, and each
 * response gets the same header values.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): Promise<void> {
  const backends = [...new Set(options.browserBaseUrls.map(originOf).filter((origin): origin is string => origin !== undefined))];
  let current: { ids: readonly string[]; headers: Record<string, string> } | undefined;
  const headersNow = () => {
    const ids = options.analyticsIds();
    if (current?.ids !== ids) {
      const hashes = ids.map((id) => sha256(analyticsInlineScript(id)));
      current = { ids, headers: { ...helmetHeaders(helmetOptions(backends, hashes)), "permissions-policy": PERMISSIONS_POLICY } };
    }
    return current.headers;
  };
  app.addHook("onRequest", async (request, reply) => {
    reply.headers(headersNow());
    if (request.protocol === "https") reply.header("strict-transport-security", HSTS);
  });
}
