// The engine's React-free core: what blocks/, site/ and the command-line tools may use of it. Layouts
// (validation, merging, the watched store, route tables), the catalogue's calls and data bindings,
// head tags and search-engine files, sessions and app tokens, tenants' settings and start-up.
// Rendering is engine/react.ts. Nothing here imports React or @tanstack/react-query values.
export { APP_TOKEN_ENDPOINT, APP_TOKEN_TTL_MS, DEFAULT_APP_TOKEN_SCOPES } from "./appToken/protocol.js";
export { readsOf } from "../schemas/catalogue/readsOf.js";
export { type ApiClient, type AppTokenProvider, createApiClient } from "./data/createApiClient.js";
export { resolveBinding, type ResolvedBinding } from "./data/resolveBinding.js";
export { sendableQueries } from "./data/sendableQueries.js";
export { SOURCE_STALE_TIME_MS, sourceQueryOptions, sourceQueryPrefix } from "./data/sourceQueryOptions.js";
export { DRAWN_PENDING, generic, paginated, serverSourceStates, type ServerQuery, type SourceState, toSourceState } from "./data/SourceState.js";
export { isRecord } from "./data/isRecord.js";
export { type Binding } from "./data/types.js";
export { type PaginatedList } from "./data/unwrapEnvelope.js";
export type { CallLogger } from "./errors/callResult.js";
export { engineMessage, MAINTENANCE_RETRY_AFTER_S, MESSAGES, successMessageOf } from "./errors/catalogue.js";
export { ENGINE_CATALOGUE, type EngineCode } from "../schemas/messages/engineCatalogue.js";
export { installErrorLog } from "./errors/errorLog.js";
export { isValidateFailure, routeErrorStatus } from "./errors/routeErrors.js";
export { SourceError } from "./errors/SourceError.js";
export { ANALYTICS_ORIGINS, analyticsInlineScript, analyticsTags, isMeasurementId } from "./head/analyticsTags.js";
export { buildHead, DOCUMENT_ITEM_SCOPE } from "./head/buildHead.js";
export { escapeHtml } from "./head/escapeHtml.js";
export { lcpPreload } from "./head/lcpPreload.js";
export { renderHeadTags } from "./head/renderHeadTags.js";
export { rankHeadings } from "./html/rankHeadings.js";
export type { HtmlSanitizer } from "./html/HtmlSanitizer.js";
export { createHtmlSanitizer, plainTextHtml, windowSanitizer } from "./html/sanitizeHtml.js";
export {
  type BlockContract,
  type BlockHeading,
  type BlockPlan,
  blockPlans,
  defineBlockContract,
  type HeadRecord,
  itemStart,
  type ItemStart,
  type LcpImage,
  type RouteParams,
} from "./layout/BlockContract.js";
export { blockDocsMarkdown } from "./tooling/blockDocs.js";
export { BLOCK_GALLERY_PATH, blockGalleryLayouts } from "./tooling/blockGalleryLayout.js";
export { createRouteTable, type RouteTable } from "./layout/createRouteTable.js";
export { fillDetailPath } from "./layout/fillDetailPath.js";
export { layoutManifest, type LayoutManifest, routeSummary, type RouteTableDocument } from "./layout/LayoutManifest.js";
export { layoutSchemaFile } from "./tooling/layoutSchemaFile.js";
export { type ResolvedLayout } from "./layout/ResolvedLayout.js";
export { type BlockItem, type LayoutRoute } from "./layout/types.js";
export { visibleBlocks } from "./layout/visibleBlocks.js";
export { IMAGE_BOXES, IMAGE_PROVIDER_PATH, IMAGE_WIDTHS, type ImageAttributes, imageSources, SHARE_IMAGE } from "./media/imageSources.js";
export { createMedia, type Media } from "./media/createMedia.js";
export { checkMediaBase, normalizeMediaBase } from "./media/mediaUrl.js";
export { IMAGE_FALLBACK_ATTRIBUTE, installImageFallbacks } from "./media/imageFallbacks.js";
export { chosenPage, isPageRouteId } from "./routes/chosenPage.js";
export { headRecordOf } from "./routes/metaRecord.js";
export { type PrefetchContext, prefetchPage } from "./routes/prefetchPage.js";
export { canonicalSearch, queryChangesOnly, readQueryParams } from "./routes/readQueryParams.js";
export { NOT_FOUND_ROUTE, type RouteHandle, routeStatusOf } from "./routes/routeHandle.js";
export { maintenanceRobotsTxt, robotsTxt, SITEMAP_URL_LIMIT, type SitemapContract, sitemapDocuments, sitemapEntries } from "./seo/index.js";
export { pageStructuredData } from "./seo/pageStructuredData.js";
export { ACCESS_TOKEN_COOKIE, APP_CODE_COOKIE, APP_TOKEN_COOKIE, cookieValue } from "./session/cookieValue.js";
export { createSessionClient, storeSession } from "./session/createSessionClient.js";
export { type Role, ROLE_STORAGE_KEY, roleForKind, storedRoleValue } from "./session/roles.js";
export { type SessionContext } from "./session/SessionContext.js";
export {
  clearedSessionCookies,
  isWellFormedAccessToken,
  SESSION_MESSAGES,
  SESSION_PATH,
  sessionSetCookies,
  SIGNED_IN_COOKIE,
} from "./session/sessionCookies.js";
export { safeReturnPath, SIGN_IN_STATE_COOKIE, signInStateCookie } from "./session/signIn.js";
export { CHUNK_RELOAD_KEY, isChunkLoadError, shouldReloadForChunkError } from "./navigation/chunkReloadGuard.js";
export { type SharedHostRule, type SharedHostRules, sharedHostSwitch, sharedSegmentsOf } from "./tenant/sharedHostSwitch.js";
export {
  BLOCK_READY_ATTRIBUTE,
  ISLAND_ATTRIBUTE,
  islandIdentifierPrefix,
  KEEP_SCROLL_ATTRIBUTE,
  MENU_TOGGLE_ATTRIBUTE,
  PART_ISLAND_ATTRIBUTE,
  partIdentifierPrefix,
  partIslandKey,
} from "./navigation/pageMarkers.js";
export { onFirstIntent } from "./navigation/onFirstIntent.js";
export { createNavigator, type NavigationKind, type Navigator, type NavigatorOptions } from "./navigation/createNavigator.js";
export { isOwnLinkClick } from "./navigation/isOwnLinkClick.js";
export { swapDocument, type SwapOptions } from "./navigation/swapDocument.js";
export {
  createProgressController,
  nextProgressValue,
  PROGRESS_DURATION_MS,
  PROGRESS_STEP_MS,
  type ProgressController,
  type ProgressSink,
} from "./navigation/progressController.js";
export { APP_VERSION_STORAGE_KEY } from "./startup/constants.js";
export { createStartupMachine, type StartupMachine } from "./startup/createStartupMachine.js";
export { type StartupEffects } from "./startup/StartupEffects.js";
export { type StartupStep } from "./startup/StartupState.js";
export { createSettingsStore, type LastGoodSettings, type SettingsStore, type TenantSettings } from "./tenant/createSettingsStore.js";
export { createSwrCache } from "./tenant/createSwrCache.js";
export { safeKey, surrogateKeys } from "./cache/surrogateKeys.js";
export { createBoundedMap, type BoundedMap } from "./cache/createBoundedMap.js";
export { publicOrigin } from "./tenant/publicOrigin.js";
export { servesBlockGallery } from "./tenant/servesBlockGallery.js";
export { applySettingsDefaults, DEFAULT_LAYOUT, type RawSettings, type SiteSettings } from "./tenant/siteSettings.js";
