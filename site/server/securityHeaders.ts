import { createHash } from "node:crypto";
import fastifyHelmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import { ANALYTICS_ORIGINS, analyticsInlineScript } from "../../engine/head/analyticsTags.js";

export interface SecurityHeaderOptions {
  /** Absolute base URLs the browser calls (real backends); root-relative ones are this origin. */
  browserBaseUrls: readonly string[];
  /** The analytics measurement ids of the current layouts, whose inline snippet may run. */
  analyticsIds: () => readonly string[];
}

const originOf = (url: string) => (/^https?:\/\//.test(url) ? new URL(url).origin : undefined);
const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/**
 * Security headers on every response (pages, assets, images, the platform's JSON): a CSP, nosniff,
 * a referrer policy, frame protection and a permissions policy; HSTS when the request came over TLS.
 *
 * The CSP allows this origin's scripts and, inline, only the analytics snippet by its SHA-256 hash
 * (CSP3 hash sources): the one inline script a page has is the same for every visitor of a layout,
 * so a hash pins it as a nonce would, and a page held by the page cache stays valid for everyone.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): Promise<void> {
  // A layout's snippet hash is computed once, not on every response.
  const hashes = new Map<string, string>();
  const hashOf = (id: string) => {
    let hash = hashes.get(id);
    if (hash === undefined) hashes.set(id, (hash = sha256(analyticsInlineScript(id))));
    return hash;
  };
  const backends = [...new Set(options.browserBaseUrls.map(originOf).filter((origin): origin is string => origin !== undefined))];
  await app.register(fastifyHelmet, {
    global: true,
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
        scriptSrc: ["'self'", ...ANALYTICS_ORIGINS, () => options.analyticsIds().map(hashOf).join(" ")],
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
  });
  app.addHook("onSend", async (request, reply) => {
    reply.header("permissions-policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()");
    if (request.protocol === "https") reply.header("strict-transport-security", "max-age=31536000; includeSubDomains");
  });
}
