/** The request header the shipped VCL reads the keys of a soft purge from (xkey.softpurge). */
export const SOFT_PURGE_HEADER = "xkey-softpurge";
const PURGE_TIMEOUT_MS = 2000;

export interface Purger {
  /** Soft-purges the pages naming any of these keys in every shared cache; resolves when all answered (failures are logged, not thrown). */
  purge(keys: readonly string[]): Promise<void>;
}

/**
 * Tells the shared caches in front (PURGE_URLS) to stop serving the pages of some surrogate keys as
 * fresh: Varnish keeps them for grace and fetches them again on the next request. A cache that does
 * not answer is told in the log; its copies age out at the TTL the page sent (a few seconds).
 */
export function createPurger(urls: readonly string[], log: (message: string) => void): Purger {
  return {
    async purge(keys) {
      if (!urls.length || !keys.length) return;
      await Promise.all(
        urls.map(async (url) => {
          try {
            const response = await fetch(url, {
              method: "PURGE",
              headers: { [SOFT_PURGE_HEADER]: keys.join(" ") },
              signal: AbortSignal.timeout(PURGE_TIMEOUT_MS),
            });
            await response.body?.cancel();
            if (!response.ok) log(`purge of ${keys.join(" ")} refused by ${url}: HTTP ${response.status}`);
          } catch (error) {
            log(`purge of ${keys.join(" ")} not delivered to ${url}: ${error instanceof Error ? error.message : String(error)}`);
          }
        }),
      );
    },
  };
}
