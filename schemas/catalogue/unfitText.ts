/**
 * Text no form means and nothing should store, refused by the browser's form and the platform alike:
 * control characters other than tab and line breaks, U+FFFD (what invalid UTF-8 decodes to), and a lone
 * surrogate (JSON may escape one, "\ud800"; stored as UTF-8 it would turn into U+FFFD).
 */
export const UNFIT_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ufffd]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
