/**
 * An image or other media file: a path relative to the media base (`cover/kelas.svg`, resolved against
 * MEDIA_BASE_URL), a site path starting with '/', or an http(s) URL. The relative form keeps content
 * working when media move to a real host; it has no scheme or '..', so it cannot leave the base.
 */
export const mediaRefSchema = {
  "type": "string",
  "maxLength": 300,
  // A dot is never followed by another one ('..'), written without a lookahead, which fast-check's
  // stringMatching (the property tests generate props from these schemas) does not support.
  "pattern": "^(/|https?://|[A-Za-z0-9_](\\.?[A-Za-z0-9_~%/-])*\\.?$)",
  "x-expected": "a media path relative to the media base (e.g. 'cover/kelas.svg'), a site path starting with '/' or an http(s) URL",
} as const;
