/** Measurement ids are `G-` and capitals/digits (the layout schema enforces it); nothing else is written. */
const MEASUREMENT_ID = /^G-[A-Z0-9]+$/;

/**
 * The page analytics script of a layout's measurement id (spec §9: one default, one for the
 * personal-site layout); nothing when the layout sets none or analytics are switched off.
 */
export function analyticsTags(measurementId: string | undefined): string {
  if (!measurementId || !MEASUREMENT_ID.test(measurementId)) return "";
  return [
    `<script async src="https://www.googletagmanager.com/gtag/js?id=${measurementId}"></script>`,
    `<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag("js",new Date());gtag("config","${measurementId}",{send_page_view:true});</script>`,
  ].join("\n");
}
