/** Measurement ids are `G-` and capitals/digits (the layout schema enforces it); nothing else is written. */
const MEASUREMENT_ID = /^G-[A-Z0-9]+$/;

/** Where the analytics script comes from and reports to: the site's CSP allows them. */
export const ANALYTICS_ORIGINS = ["https://www.googletagmanager.com", "https://*.google-analytics.com", "https://*.analytics.google.com"] as const;

/** The inline snippet that starts analytics for a measurement id; the CSP allows it by its hash. */
export function analyticsInlineScript(measurementId: string): string {
  return `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag("js",new Date());gtag("config","${measurementId}",{send_page_view:true});`;
}

/** Whether a layout's measurement id is one analytics can take (and so one a page writes). */
export function isMeasurementId(measurementId: string | undefined): measurementId is string {
  return !!measurementId && MEASUREMENT_ID.test(measurementId);
}

/**
 * The page analytics script of a layout's measurement id (two exist: one default, one for the
 * personal-site layout); nothing when the layout sets none or analytics are switched off.
 */
export function analyticsTags(measurementId: string | undefined): string {
  if (!isMeasurementId(measurementId)) return "";
  return [
    `<script async src="https://www.googletagmanager.com/gtag/js?id=${measurementId}"></script>`,
    `<script>${analyticsInlineScript(measurementId)}</script>`,
  ].join("\n");
}
