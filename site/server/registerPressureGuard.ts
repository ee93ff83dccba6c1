import underPressure from "@fastify/under-pressure";
import type { FastifyInstance } from "fastify";
import { IMAGE_PROVIDER_PATH } from "../../engine/index.js";
import { OVERLOAD_RETRY_AFTER_S } from "./overloadedPage.js";

const SAMPLE_MS = 500;
const SUSTAINED_SAMPLES = 3;

export interface PressureLimits {
  maxEventLoopDelayMs: number;
  maxHeapBytes: number;
  maxRssBytes: number;
}

/**
 * Watches event-loop delay, heap and RSS with @fastify/under-pressure. Under pressure the expensive
 * work stops first: new page renders (the admission refuses them, so a cached page or a fast 503
 * answers) and new image transforms (a 503 here). Assets, cached pages, the session, health and the
 * platform's small JSON calls, which renders already under way need, go on.
 * Returns whether the process is under pressure now.
 */
export async function registerPressureGuard(app: FastifyInstance, limits: PressureLimits): Promise<() => boolean> {
  // Event-loop delay counts when it lasts: one long block (the sanitizer's DOM loading after start,
  // a garbage collection) must not turn the first visitors away. Three samples in a row over the
  // bound (1.5 s) are an overload, and the health check says so.
  let slowSamples = 0;
  const loopKeepsUp = async (instance: FastifyInstance) => {
    if (limits.maxEventLoopDelayMs <= 0 || typeof instance.memoryUsage !== "function") return true;
    slowSamples = instance.memoryUsage().eventLoopDelay > limits.maxEventLoopDelayMs ? slowSamples + 1 : 0;
    return slowSamples < SUSTAINED_SAMPLES;
  };
  await app.register(underPressure, {
    maxHeapUsedBytes: limits.maxHeapBytes,
    maxRssBytes: limits.maxRssBytes,
    sampleInterval: SAMPLE_MS,
    healthCheck: loopKeepsUp,
    healthCheckInterval: SAMPLE_MS,
    // Sending here ends the request; returning without sending lets it go on as usual.
    pressureHandler: (request, reply, type) => {
      if (!request.url.startsWith(`${IMAGE_PROVIDER_PATH}/`)) return;
      request.log.warn(`image refused under pressure (${type})`);
      void reply
        .code(503)
        .header("retry-after", String(OVERLOAD_RETRY_AFTER_S))
        .header("cache-control", "no-store")
        .type("text/plain; charset=utf-8")
        .send("Server is busy; try again shortly");
    },
  });
  return () => app.isUnderPressure();
}
