// The engine's rendering layer (React, Mantine, react-router, react-query): the block renderer, the
// shell and its screens, the theme and the route objects. Blocks and the site's server and browser
// entries import it here; the React-free core is engine/index.ts.
export { AppProviders } from "./render/AppProviders.js";
export { type BlockComponentProps, type BlockComponents, type BlockModule } from "./render/BlockModule.js";
export { buildRouteObjects } from "./render/buildRouteObjects.js";
export { type BlockRegistry, createBlockRegistry } from "./render/createBlockRegistry.js";
export { createEngineRuntime, type EngineRuntime, type EngineRuntimeOptions, type RuntimeCookies } from "./render/createEngineRuntime.js";
export { type EngineContextValue, useEngine } from "./render/EngineContext.js";
export { useMedia } from "./render/useMedia.js";
export { Heading, HeadingsUnder, useHeadingOrder } from "./render/headingLevel.js";
export { INLINE_STYLES_PRECEDENCE } from "./render/HoistedInlineStyles.js";
export { BlockIsland, type BlockIslandProps } from "./render/islands/BlockIsland.js";
export { type BlockMarkup, BlockMarkupProvider } from "./render/islands/islandMarkup.js";
export { MenuIsland, type MenuIslandProps } from "./render/islands/MenuIsland.js";
export { PartIsland, type PartIslandProps } from "./render/islands/PartIsland.js";
export { type PartIslandClaims, PartIslandClaimsProvider, type PartIslandState } from "./render/islands/partIslandClaims.js";
export { NetworkStatus } from "./render/shell/NetworkStatus.js";
export { type IslandPart, lazyPart } from "./render/lazyPart.js";
export { pageBlocks, type PageBlocks } from "./render/pageBlocks.js";
export { PageLink, type PageLinkProps } from "./render/navigation/PageLink.js";
export { type SiteLocation, type SiteNavigateOptions, type SiteNavigation, useSiteLocation, useSiteNavigate } from "./render/navigation/siteNavigation.js";
export { ProgressBar, type ProgressBarProps } from "./render/progress/ProgressBar.js";
export { ErrorPageFailureScreen } from "./render/screens/ErrorPageFailureScreen.js";
export { GenericErrorScreen } from "./render/screens/GenericErrorScreen.js";
export { MaintenanceScreen } from "./render/screens/MaintenanceScreen.js";
export { StatusScreen } from "./render/screens/StatusScreen.js";
export { SiteTheme } from "./render/SiteTheme.js";
export { accessiblePalette } from "./render/theme/accessiblePalette.js";
export { adjustmentWarning } from "./render/theme/adjustmentWarning.js";
export { type ThemeColors } from "./render/theme/buildTheme.js";
export {
  BODY_WEIGHT,
  FONT_WEIGHTS,
  fontSheetPath,
  HEADING_WEIGHT,
  HOSTED_FONTS,
  type HostedFont,
  siteFonts,
  type SiteFonts,
} from "./render/theme/fontStack.js";
export { themeColors } from "./render/theme/themeColors.js";
export { themeStylesheet } from "./render/theme/themeStylesheet.js";
export { useRouteParams } from "./render/useRouteParams.js";
