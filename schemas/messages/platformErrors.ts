import type { PlatformErrorEntry } from "./platformErrorEntry.js";
import { APP_TOKEN_FUTURE, APP_TOKEN_MISSING, APP_TOKEN_NOT_BASE64, APP_TOKEN_STALE, APP_TOKEN_UNREADABLE } from "./sharedTexts.js";

const APP_TOKEN = "AppToken";
const appToken = (problem: string) => ({ field: APP_TOKEN, problem });

/**
 * The platform's own errors (the content calls' are contentErrors.ts, the remote tables' postgrestErrors.ts): a
 * stable code, the HTTP status, and the message template (`{name}` is filled from the call's values). The texts
 * are the spec's and the tests': change a wording here only together with them.
 */
export const PLATFORM_ERRORS = {
  // Anything: the platform's own failures, unknown paths, bodies that do not parse.
  PLT_ERR_INTERNAL: { status: 500, message: "Terjadi kesalahan pada platform" },
  PLT_ERR_ENDPOINT_NOT_FOUND: { status: 404, message: "Endpoint {method} {url} tidak tersedia di platform" },
  PLT_ERR_BODY_UNREADABLE: { status: 400, message: "Isi permintaan tidak dapat dibaca: {reason}", data: { field: "body" } },
  PLT_ERR_PARAMS_INVALID: { status: 400, message: "{message}" },
  PLT_ERR_PARAMS_UNFIT: { status: 400, message: "Kolom '{field}': {problem}" },
  // Said by a render node that passes the platform on (registerPlatformPassthrough) when it does not answer.
  PLT_ERR_UNAVAILABLE: { status: 503, message: "Platform sedang tidak dapat dihubungi; coba lagi dalam {seconds} detik." },
  // Said by the platform when its database is down, restarting, too slow or out of connections: nothing was stored.
  PLT_ERR_DATABASE_UNAVAILABLE: {
    status: 503,
    message: "Basis data platform sedang tidak dapat dijangkau; tidak ada yang tersimpan. Coba lagi dalam {seconds} detik.",
  },

  // Which site a call is for.
  PLT_ERR_ORIGIN_MISSING: {
    status: 400,
    message: "Header 'Origin' wajib dikirim; seharusnya alamat situs, misalnya http://main.localhost:3000.",
    data: { field: "Origin" },
  },
  PLT_ERR_HOST_UNKNOWN: { status: 404, message: "Situs untuk host '{host}' tidak terdaftar" },
  PLT_ERR_TENANT_MISSING: {
    status: 400,
    message: "Header 'lmsId' tidak dikirim dan host pada header 'Origin' tidak dikenali; seharusnya lmsId berisi id situs yang terdaftar.",
    data: { field: "lmsId" },
  },
  PLT_ERR_TENANT_UNKNOWN: { status: 404, message: "Situs dengan lmsId '{id}' tidak terdaftar", data: { field: "lmsId" } },
  // A call whose catalogue entry requires lmsId (requiredHeaders): no falling back to the Origin's host.
  PLT_ERR_LMS_ID_MISSING: {
    status: 400,
    message: "Header 'lmsId' wajib dikirim untuk panggilan ini: id situs yang terdaftar, misalnya arunika.",
    data: { field: "lmsId" },
  },

  // Limits a gateway keeps.
  PLT_ERR_TOO_MANY_WRITES: { status: 429, message: "Terlalu banyak kiriman dari alamat ini; coba lagi dalam {seconds} detik.", data: { field: "body" } },
  PLT_ERR_TOO_MANY_SIGN_INS: { status: 429, message: "Terlalu banyak percobaan masuk yang gagal; coba lagi dalam {seconds} detik.", data: { field: "email" } },
  PLT_ERR_IDEMPOTENCY_KEY_INVALID: {
    status: 400,
    message: "Header 'Idempotency-Key' harus 8–255 karakter ASCII tanpa spasi, misalnya sebuah UUID.",
    data: { field: "Idempotency-Key" },
  },
  PLT_ERR_IDEMPOTENCY_KEY_REUSED: {
    status: 422,
    message: "Idempotency-Key ini sudah dipakai untuk kiriman dengan isi yang berbeda; kirim dengan kunci baru.",
    data: { field: "Idempotency-Key" },
  },
  PLT_ERR_API_KEY_MISSING: { status: 401, message: "No API key found in request", hint: "No `apikey` request header was found." },
  PLT_ERR_API_KEY_INVALID: { status: 401, message: "Invalid API key", hint: "Double check the `apikey` header: it must be the service's anon key." },

  // App tokens (docs/app-token.md): every refusal is a 401 whose data names the problem.
  PLT_ERR_APP_TOKEN_MISSING: {
    status: 401,
    message: APP_TOKEN_MISSING,
    data: appToken("missing"),
  },
  PLT_ERR_APP_TOKEN_NOT_BASE64: {
    status: 401,
    message: APP_TOKEN_NOT_BASE64,
    data: appToken("garbled"),
  },
  PLT_ERR_APP_TOKEN_UNREADABLE: {
    status: 401,
    message: APP_TOKEN_UNREADABLE,
    data: appToken("garbled"),
  },
  PLT_ERR_APP_TOKEN_STALE: {
    status: 401,
    message: APP_TOKEN_STALE,
    data: appToken("stale"),
  },
  PLT_ERR_APP_TOKEN_FUTURE: {
    status: 401,
    message: APP_TOKEN_FUTURE,
    data: appToken("future"),
  },
  PLT_ERR_APP_TOKEN_UNKNOWN: {
    status: 401,
    message: "AppToken berisi token yang tidak pernah diterbitkan authorizer ini (diubah atau dari server lain); minta token aplikasi baru.",
    data: appToken("unknown"),
  },
  PLT_ERR_APP_TOKEN_ISSUE_STALE: {
    status: 401,
    message: "Token di dalam AppToken diterbitkan {issuedAt}, lebih dari 23 jam yang lalu; minta token aplikasi baru.",
    data: appToken("stale"),
  },
  PLT_ERR_APP_CLIENT_MISMATCH: { status: 401, message: "Kolom 'id' atau 'secret' tidak cocok dengan aplikasi yang terdaftar.", data: { field: "secret" } },
  PLT_ERR_SCOPES_NOT_ALLOWED: {
    status: 400,
    message: "Kolom 'scopes' meminta {extra} yang tidak diizinkan; seharusnya bagian dari: {allowed}.",
    data: { field: "scopes" },
  },

  // Accounts and admins.
  PLT_ERR_WRONG_CREDENTIALS: { status: 401, message: "Email atau kata sandi salah.", data: { field: "password" } },
  PLT_ERR_AUTHORIZATION_MISSING: {
    status: 401,
    message: "Header 'Authorization' wajib berisi 'Bearer <access token>' dari layanan akun.",
    data: { field: "Authorization" },
  },
  PLT_ERR_ACCESS_TOKEN_UNKNOWN: {
    status: 401,
    message: "Access token tidak dikenal atau sudah kedaluwarsa; masuk kembali lewat layanan akun.",
    data: { field: "Authorization" },
  },
  PLT_ERR_EMAIL_TAKEN: {
    status: 409,
    message: "Kolom 'email' sudah dipakai akun lain di situs ini; masuk dengan email tersebut atau gunakan email lain.",
    data: { field: "email" },
  },
  PLT_ERR_TEAM_NAME_TAKEN: { status: 409, message: "Kolom 'teamName': tim bernama '{name}' sudah terdaftar; pilih nama lain.", data: { field: "teamName" } },
  PLT_ERR_SETTINGS_LOCAL_ONLY: {
    status: 403,
    message:
      "Pengaturan situs hanya bisa diubah dari jaringan lokal (alamat klien, seperti yang diteruskan proksi tepercaya TRUST_PROXY, dan host lokal); dari luar setel PLATFORM_ADMIN_PUBLIC=true dan kirim kunci PLATFORM_ADMIN_KEY sebagai Bearer.",
    data: { field: "client" },
  },
  PLT_ERR_ADMIN_KEY_MISSING: {
    status: 403,
    message: "Header 'Authorization' wajib berisi 'Bearer <PLATFORM_ADMIN_KEY>' untuk mengubah pengaturan situs dari host publik.",
    data: { field: "Authorization" },
  },
  PLT_ERR_ADMIN_NOT_ALLOWED: {
    status: 403,
    message: "Akun {email} ({role}) tidak boleh mengubah pengaturan situs '{tenant}'; perlu superadmin atau admin situs ini.",
    data: { field: "Authorization" },
  },
  PLT_ERR_SETTINGS_EMPTY: { status: 400, message: "Isi body tidak memuat satu pengaturan pun; kirim salah satu dari: {keys}.", data: { field: "body" } },
  PLT_ERR_SETTING_VALUE_INVALID: {
    status: 400,
    message: "Kolom 'value' bernilai '{value}' yang tidak sah untuk '{key}'; seharusnya {expected}.",
    data: { field: "value" },
  },

  // The account site's sign-in page (answered as HTML, with these texts).
  PLT_ERR_SIGN_IN_SITE_UNKNOWN: { status: 400, message: "Parameter 'lmsId' tidak dikenal; seharusnya id situs yang terdaftar." },
  PLT_ERR_SIGN_IN_TOKEN_MISSING: { status: 400, message: "Parameter 'token' wajib diisi dengan token sekali pakai dari situs." },
  PLT_ERR_SIGN_IN_ORIGIN_INVALID: { status: 400, message: "Parameter 'origin' harus berupa alamat lengkap halaman /CallbackAuth situs." },
  PLT_ERR_SIGN_IN_ORIGIN_FOREIGN: {
    status: 400,
    message: "Parameter 'origin' harus menunjuk ke /CallbackAuth situs ini sendiri (host, port dan skema yang sama dengan halaman masuk).",
  },
} as const satisfies Readonly<Record<string, PlatformErrorEntry>>;
