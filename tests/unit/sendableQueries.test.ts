import { dehydrate, hydrate, QueryClient } from "@tanstack/query-core";
import { describe, expect, it } from "vitest";
import { embeddedBaseUrls } from "../../schemas/catalogue/catalogue.js";
import { createApiClient } from "../../engine/data/createApiClient.js";
import { resolveBinding } from "../../engine/data/resolveBinding.js";
import { sendableQueries } from "../../engine/data/sendableQueries.js";
import { serverSourceStates } from "../../engine/data/SourceState.js";
import { sourceQueryOptions } from "../../engine/data/sourceQueryOptions.js";
import type { CallLogger } from "../../engine/errors/callResult.js";
import { SourceError } from "../../engine/errors/SourceError.js";

// Issue 39: the page state is sent to every visitor; a failed read's upstream text stays in the server's log.
const UPSTREAM_TEXT = 'stub failure at db-7.internal: relation "secret_table" does not exist';

/** A backend answering each catalogue path as `answers` says; any other 200 with a counter. */
function backend(answers: Record<string, () => Response | Promise<Response>>) {
  const fetch = async (input: Request | string | URL) => {
    const { pathname } = new URL(input instanceof Request ? input.url : input);
    const answer = Object.entries(answers).find(([path]) => pathname.endsWith(`/${path}`))?.[1];
    return answer ? answer() : Response.json({ status: true, message: "ok", data: { students: 3 } });
  };
  return createApiClient({
    baseUrls: embeddedBaseUrls("http://platform.test"),
    credentials: () => ({ lmsId: "demo" }),
    fetch: fetch as typeof globalThis.fetch,
  });
}

const scope = { routeParams: {}, search: new URLSearchParams() };
const read = (api: ReturnType<typeof backend>, source: string) => ({
  ...sourceQueryOptions(api, resolveBinding({ source } as Parameters<typeof resolveBinding>[0], scope), "demo"),
  retry: false,
});

/** A server render's query client after its reads settled, dehydrated as renderServerPage does; failures logged to `log`. */
async function settledPage(api: ReturnType<typeof backend>, sources: string[], log: CallLogger = () => undefined) {
  const client = new QueryClient();
  // The client's failed calls go to the logger it names, as the server's do.
  const logging = { ...api, log };
  await Promise.all(sources.map((source) => client.prefetchQuery(read(logging, source))));
  return { client, dehydrated: dehydrate(client, { shouldDehydrateQuery: (query) => query.state.status !== "pending" }) };
}

const refusing = () => Response.json({ status: false, message: UPSTREAM_TEXT, data: null }, { status: 500 });

describe("sendableQueries: a failed read in the page state carries its catalogue code, source and status, never its text", () => {
  it("replaces an upstream refusal (HTTP 500 with the envelope's message) by ENG_ERR_SOURCE_REFUSED", async () => {
    const logged: string[] = [];
    const { client, dehydrated } = await settledPage(backend({ "v1/statistics/counter": refusing }), ["statistics.counter"], (line) => logged.push(line));
    // The server's log has the upstream's text, with the source.
    expect(logged).toEqual([`[statistics.counter] ${UPSTREAM_TEXT}`]);
    // TanStack's dehydrated state holds the very error the read failed with, the upstream's text in it.
    expect(dehydrated.queries[0]!.state.error?.message).toContain("secret_table");

    const sent = JSON.parse(JSON.stringify(sendableQueries(dehydrated))) as typeof dehydrated;
    expect(JSON.stringify(sent)).not.toContain("secret_table");
    expect(JSON.stringify(sent)).not.toContain("stub failure");
    const expected = { name: "SourceError", code: "ENG_ERR_SOURCE_REFUSED", message: "ENG_ERR_SOURCE_REFUSED", source: "statistics.counter", status: 500 };
    expect(sent.queries[0]!.state.error).toEqual(expected);
    expect(sent.queries[0]!.state.fetchFailureReason).toEqual(expected);
    // The server's own query client keeps the full error (its log line was written from it).
    const kept = client.getQueryState(sent.queries[0]!.queryKey)!.error;
    expect(kept).toBeInstanceOf(SourceError);
    expect(kept!.message).toBe(UPSTREAM_TEXT);
  });

  it("gives each way a read fails its code, none of them its text: status line, not JSON, bad envelope, refusal, network failure", async () => {
    const api = backend({
      "v1/statistics/counter": () => new Response("<html>db-7.internal stack trace</html>", { status: 500, statusText: "Internal Server Error" }),
      "v0/cms/app/settings": () => new Response("<html>db-7.internal login page</html>", { status: 200, headers: { "content-type": "text/html" } }),
      "statistics": () => Response.json({ unexpected: "db-7.internal" }),
      "statistic/landing/counter": () => Response.json({ status: false, message: "db-7.internal is read-only", data: null }),
      "statistic/provincies": () => Response.json({ status: false, data: null }),
      "statistic/counter": () => Promise.reject(new TypeError("fetch failed: connect ECONNREFUSED db-7.internal:5432")),
    });
    const sources = ["statistics.counter", "settings.get", "statistic.summary", "statistic.landing.counter", "statistic.provinces", "statistic.counter"];
    const { client, dehydrated } = await settledPage(api, sources);
    // What the server kept names the upstream; what it sends does not.
    expect(
      JSON.stringify(
        client
          .getQueryCache()
          .getAll()
          .map((query) => query.state.error?.message),
      ),
    ).toContain("db-7.internal");
    const sent = sendableQueries(dehydrated);
    expect(JSON.stringify(sent)).not.toContain("db-7.internal");
    const errors = Object.fromEntries(sent.queries.map((query) => [query.queryKey[2], query.state.error]));
    expect(errors).toEqual({
      "statistics.counter": {
        name: "SourceError",
        code: "ENG_ERR_SOURCE_HTTP_ERROR",
        message: "ENG_ERR_SOURCE_HTTP_ERROR",
        source: "statistics.counter",
        status: 500,
      },
      "settings.get": { name: "SourceError", code: "ENG_ERR_SOURCE_NOT_JSON", message: "ENG_ERR_SOURCE_NOT_JSON", source: "settings.get", status: 200 },
      "statistic.summary": { name: "SourceError", code: "ENG_ERR_SOURCE_BAD_ENVELOPE", message: "ENG_ERR_SOURCE_BAD_ENVELOPE", source: "statistic.summary" },
      "statistic.landing.counter": {
        name: "SourceError",
        code: "ENG_ERR_SOURCE_REFUSED",
        message: "ENG_ERR_SOURCE_REFUSED",
        source: "statistic.landing.counter",
      },
      "statistic.provinces": { name: "SourceError", code: "ENG_ERR_SOURCE_FAILED", message: "ENG_ERR_SOURCE_FAILED", source: "statistic.provinces" },
      // Not a SourceError (the fetch itself failed): the source comes from the query's key.
      "statistic.counter": { name: "SourceError", code: "ENG_ERR_SOURCE_FAILED", message: "ENG_ERR_SOURCE_FAILED", source: "statistic.counter" },
    });
  });

  it("leaves a successful read as it is", async () => {
    const { dehydrated } = await settledPage(backend({}), ["statistics.counter"]);
    const sent = sendableQueries(dehydrated);
    expect(sent.queries[0]).toBe(dehydrated.queries[0]);
    expect(sent.queries[0]!.state.data).toEqual({ students: 3 });
  });

  it("hydrates in the browser as failed, as the server drew it, with the status the retry rule reads; a refetch then works", async () => {
    const { dehydrated } = await settledPage(backend({ "v1/statistics/counter": refusing }), ["statistics.counter"]);
    const onTheWire = JSON.parse(JSON.stringify(sendableQueries(dehydrated))) as typeof dehydrated;
    const [drawn] = [...serverSourceStates(onTheWire.queries).values()];
    expect(drawn).toEqual({ status: "error", data: undefined, error: "ENG_ERR_SOURCE_REFUSED", fetching: false });

    const browser = new QueryClient();
    hydrate(browser, onTheWire);
    const hydrated = browser.getQueryState(onTheWire.queries[0]!.queryKey)!;
    expect(hydrated.status).toBe("error");
    expect((hydrated.error as { status?: number } | null)?.status).toBe(500);
    // A refetch in the browser reads the source again and replaces the error.
    const healed = backend({});
    await browser.fetchQuery(read(healed, "statistics.counter"));
    expect(browser.getQueryState(onTheWire.queries[0]!.queryKey)).toMatchObject({ status: "success", data: { students: 3 }, error: null });
  });
});
