import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { analyticsTags, MAINTENANCE_RETRY_AFTER_S, MESSAGES, renderHeadTags, type SiteSettings } from "../../../engine/index.js";
import { GenericErrorScreen, MaintenanceScreen, SiteTheme, StatusScreen, themeColors } from "../../../engine/react.js";
import { LoadingScreen } from "../../client/LoadingScreen.js";
import type { PageState } from "../../shared/PageState.js";
import type { PageResponse } from "./PageRequest.js";
import { errorPageFailure } from "../errorPageFailure.js";
import { htmlDocument } from "../htmlDocument.js";
import { HTML, type PageRenderContext } from "./PageRenderContext.js";

/** A page with one screen and no router or data (maintenance, page failure); it does not hydrate. */
function screenPage(
  context: PageRenderContext,
  settings: SiteSettings,
  status: number,
  title: string,
  screen: ReactNode,
  headers: Record<string, string> = {},
): PageResponse {
  const body = renderToString(
    <SiteTheme css={settings.css} colors={themeColors(settings.css)}>
      {screen}
    </SiteTheme>,
  );
  const assets = context.options.assets();
  return {
    status,
    headers: { ...HTML, "cache-control": "no-store", ...headers },
    body: htmlDocument({
      head: renderHeadTags([{ tag: "title", text: title }]),
      body,
      stylesheets: [assets.stylesheet(settings, []).href],
      preloads: assets.fontPreloads(settings),
    }),
  };
}

/** A host the platform does not know: not found, not "in maintenance". */
export function unknownSitePage(context: PageRenderContext, settings: SiteSettings): PageResponse {
  return screenPage(context, settings, 404, MESSAGES.notFound, <StatusScreen code="404" title={MESSAGES.notFound} />);
}

export function maintenancePage(context: PageRenderContext, settings: SiteSettings): PageResponse {
  const screen = <MaintenanceScreen logoDark={settings.logoDark} siteName={settings.title} />;
  return screenPage(context, settings, 503, settings.title || MESSAGES.maintenanceTitle, screen, { "retry-after": String(MAINTENANCE_RETRY_AFTER_S) });
}

/** The generic error page (HTTP 500); if even that fails, the plain error-page failure. */
export function failedPage(context: PageRenderContext, settings: SiteSettings, error: unknown): PageResponse {
  const message = error instanceof Error ? error.message : String(error);
  try {
    return screenPage(context, settings, 500, settings.title || MESSAGES.genericError, <GenericErrorScreen message={message} />);
  } catch (screenError) {
    context.options.log("the error page failed", screenError);
    return { status: 500, headers: HTML, body: errorPageFailure(`${message}\n${screenError instanceof Error ? screenError.message : String(screenError)}`) };
  }
}

/**
 * The page without server rendering (the app shell): head, fonts, the loading view and the state the
 * browser needs to render it itself. Sent on `?ssr=0` and when a server render overruns its time.
 */
export function clientOnlyPage(context: PageRenderContext, settings: SiteSettings, documentScope: string | undefined): PageResponse {
  const { options } = context;
  const layout = context.layoutFor(settings);
  const assets = options.assets();
  const state: PageState = {
    settings,
    themeColors: themeColors(settings.css),
    // Built once per layout version with its routes, not per request.
    layout: context.routesFor(layout, documentScope).manifest,
    blockPlans: {},
    styledBlocks: [],
    baseUrls: options.browserBaseUrls,
    documentScope,
    queries: { mutations: [], queries: [] },
    router: { loaderData: {}, errors: null },
    clientOnly: true,
    remoteTablesAnonKey: options.remoteTablesAnonKey,
    mediaBase: options.media.base,
  };
  const head = [renderHeadTags([{ tag: "title", text: settings.title }]), options.analytics ? analyticsTags(layout.shell.analyticsId) : ""].join("\n");
  const body = renderToString(
    <SiteTheme css={settings.css} colors={themeColors(settings.css)}>
      <LoadingScreen />
    </SiteTheme>,
  );
  const document = htmlDocument({
    head,
    body,
    stylesheets: [assets.stylesheet(settings, []).href],
    preloads: assets.fontPreloads(settings),
    scripts: { boot: assets.boot, page: assets.scripts([]) },
    state,
  });
  return { status: 200, headers: { ...HTML, "cache-control": "no-store" }, body: document };
}
