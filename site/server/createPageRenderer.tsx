import { blockPlans, canonicalSearch, DEFAULT_LAYOUT, sharedHostSwitch, type SiteSettings, type TenantSettings } from "../../engine/index.js";
import { createBlockRegistry } from "../../engine/react.js";
import { createLayoutRoutes } from "./page/layoutRoutes.js";
import type { PageRenderContext, PageRendererOptions } from "./page/PageRenderContext.js";
import type { PageRequest, PageResponse } from "./page/PageRequest.js";
import { renderServerPage } from "./page/renderServerPage.js";
import { createSanitizedRender } from "./page/sanitizedRender.js";
import { clientOnlyPage, failedPage, maintenancePage, unknownSitePage } from "./page/screenPages.js";

/** `?ssr=0` asks for the client-only shell (tests, and a way to compare the two paths by hand). */
export const CLIENT_ONLY_QUERY = "ssr";
/** How much longer than the data time box a server render may take before the shell is sent instead. */
const SHELL_GRACE_MS = 2000;

/**
 * Renders tenant pages on the server: host → tenant settings → layout → routes → data → HTML. What
 * does not change per request (block registry, route objects per layout version) is built once here.
 */
export function createPageRenderer(options: PageRendererOptions) {
  const plans = blockPlans(options.contracts);
  // The server renders synchronously: a block's code (with its lazy parts) is loaded before the first
  // page that shows it renders (renderServerPage.tsx), and kept; a start loads none.
  const registry = createBlockRegistry(plans, options.components, { withLazyParts: true });
  const { sanitizer, renderSanitized } = createSanitizedRender();
  const findLayout = (settings: SiteSettings) => options.layouts.get(settings.layout) ?? options.layouts.get(DEFAULT_LAYOUT);
  const context: PageRenderContext = {
    options,
    registry,
    contracts: new Map(options.contracts.map((contract) => [contract.type, contract])),
    plans,
    routesFor: createLayoutRoutes(),
    findLayout,
    layoutFor(settings: SiteSettings) {
      const layout = findLayout(settings);
      if (!layout) throw new Error(`No valid layout '${settings.layout}' nor '${DEFAULT_LAYOUT}' in tenants/`);
      return layout;
    },
    sanitizer,
    renderSanitized,
  };

  /** The server render, or the client-only shell when it has not finished well after the data time box. */
  async function renderInTime(request: PageRequest, tenant: TenantSettings, documentScope: string | undefined): Promise<PageResponse> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<"late">((resolve) => (timer = setTimeout(() => resolve("late"), options.ssrTimeBoxMs + SHELL_GRACE_MS)));
    try {
      const rendered = renderServerPage(context, request, tenant, documentScope);
      const first = await Promise.race([rendered, late]);
      if (first !== "late") return first;
      rendered.catch(() => undefined);
      options.log(`server render too slow (${request.host}${request.url}); sent the client-only shell`);
      return clientOnlyPage(context, tenant.settings, documentScope);
    } finally {
      clearTimeout(timer);
    }
  }

  async function render(request: PageRequest): Promise<PageResponse> {
    const url = new URL(request.url, "http://x");
    const served = sharedHostSwitch(request.host, url.pathname, options.sharedHosts ?? []);
    const tenant = await options.settings.resolve(served.host);
    if (tenant.missing === "unknown") return unknownSitePage(context, tenant.settings);
    if (tenant.settings.maintenance) return maintenancePage(context, tenant.settings);
    try {
      if (url.searchParams.get(CLIENT_ONLY_QUERY) === "0") return clientOnlyPage(context, tenant.settings, served.scope);
      return await renderInTime(request, tenant, served.scope);
    } catch (error) {
      options.log(`page failed (${request.host}${request.url})`, error);
      return failedPage(context, tenant.settings, error);
    }
  }

  /**
   * Path and query of the page a request shows: the query keeps only the parameters the matched
   * route reads (sorted), so the page cache and shared caches see one page where the URL varies.
   */
  async function canonicalUrl(request: Pick<PageRequest, "host" | "url">): Promise<string> {
    const url = new URL(request.url, "http://x");
    const served = sharedHostSwitch(request.host, url.pathname, options.sharedHosts ?? []);
    const layout = context.findLayout((await options.settings.resolve(served.host)).settings);
    if (!layout) return url.pathname;
    const names = context.routesFor(layout, served.scope).queryParamsOf(url.pathname);
    return `${url.pathname}${names ? canonicalSearch(url.searchParams, names) : ""}`;
  }

  return { render, canonicalUrl };
}
