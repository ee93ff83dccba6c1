// Texts that both sides say, each under its own code: the engine and the platform name these constants in
// their parts of the catalogue instead of writing the words again. Plain constants, not an object's
// properties: a bundle that uses none of them drops them (a property read is one esbuild must keep).

// What a visitor's client is told of an app token that is refused (docs/app-token.md), the same words whether the
// engine reads the token or the platform does (ENG_ERR_APP_TOKEN_*, PLT_ERR_APP_TOKEN_*). `{madeAt}` is the token's own time.
export const APP_TOKEN_MISSING = "Header 'AppToken' wajib dikirim: token aplikasi terenkripsi dari authorizer.";
export const APP_TOKEN_NOT_BASE64 = "AppToken bukan token aplikasi: seharusnya base64url dari hasil enkripsi AES-256-CTR (iv dan isi).";
export const APP_TOKEN_UNREADABLE =
  "AppToken tidak dapat dibaca dengan kunci aplikasi (diubah, rusak, atau dibuat dengan kunci lain); minta token aplikasi baru.";
export const APP_TOKEN_STALE = "AppToken kedaluwarsa: dibuat {madeAt}, lebih dari 23 jam yang lalu; minta token aplikasi baru.";
export const APP_TOKEN_FUTURE = "AppToken bertanggal di masa depan ({madeAt}); periksa jam server atau minta token aplikasi baru.";

// A demo request that was sent: the platform's answer to cms.requestDemo (PLT_MSG_DEMO_REQUESTED) and the
// text the engine's form shows for it whatever the layout says (ENG_MSG_DEMO_REQUEST_SENT, the spec's §8).
export const DEMO_REQUEST_SENT = "Berhasil mengirim request";
