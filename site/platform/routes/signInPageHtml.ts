import { escapeHtml } from "../lib/escapeMarkup.js";
import { ADMIN_KINDS } from "../seed/applyAdminPassword.js";
import { SEED_PASSWORD } from "../seed/seedUserEmail.js";
import type { SignInQuery } from "./SignInQuery.js";

/** What the sign-in page shows: the site's title, a refusal, the query's fields to send back, and the demo accounts (local visitors only). */
export interface SignInPageView {
  readonly title: string | undefined;
  readonly message: string | undefined;
  /** The form's action: the page's own path. */
  readonly action: string;
  readonly hidden: Readonly<SignInQuery>;
  readonly users: readonly { readonly email: string; readonly name: string; readonly kind: number }[];
  /** Whether the admin accounts have the deployment's own password (SEED_ADMIN_PASSWORD), not the seed's. */
  readonly adminPasswordSet: boolean;
}

/** One listed account; an admin with the deployment's own password says where that password is. */
function accountLine(user: SignInPageView["users"][number], adminPasswordSet: boolean): string {
  const own = adminPasswordSet && (ADMIN_KINDS as readonly number[]).includes(user.kind) ? ", kata sandi dari SEED_ADMIN_PASSWORD" : "";
  return `<li>${escapeHtml(user.email)} — ${escapeHtml(user.name)} (jenis ${user.kind}${own})</li>`;
}

/** The account site stand-in's sign-in page (Indonesian, as the account host shows it). */
export function signInPageHtml({ title, message, action, hidden: fields, users, adminPasswordSet }: SignInPageView): string {
  const hidden = (["origin", "lmsId", "code", "token"] as const)
    .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(fields[name] ?? "")}">`)
    .join("");
  return `<!doctype html><html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Masuk · Akun</title>
<style>body{font-family:system-ui,sans-serif;background:#f1f5f9;color:#0f172a;margin:0;display:grid;place-items:center;min-height:100vh}
main{background:#fff;padding:32px;border-radius:16px;box-shadow:0 20px 50px -20px rgba(15,23,42,.3);width:min(420px,calc(100vw - 32px));box-sizing:border-box}
label{display:block;font-weight:600;font-size:14px;margin:14px 0 6px}input[type=email],input[type=password]{width:100%;box-sizing:border-box;padding:10px 12px;border:1px solid #cbd5e1;border-radius:8px;font-size:16px}
button{margin-top:20px;width:100%;padding:12px;border:0;border-radius:999px;background:#1d4ed8;color:#fff;font-weight:700;font-size:16px;cursor:pointer}
.error{background:#fee2e2;color:#991b1b;padding:10px 12px;border-radius:8px;font-size:14px}small{color:#64748b}ul{padding-left:18px;font-size:13px;color:#475569}</style></head>
<body><main><h1>Masuk ke ${escapeHtml(title ?? "akun")}</h1>
${message ? `<p class="error" role="alert">${escapeHtml(message)}</p>` : ""}
<form method="post" action="${action}">${hidden}
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="username" required>
<label for="password">Kata sandi</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Masuk</button></form>
${users.length ? `<p><small>Akun contoh (kata sandi <code>${SEED_PASSWORD}</code>):</small></p><ul>${users.map((u) => accountLine(u, adminPasswordSet)).join("")}</ul>` : ""}
</main></body></html>`;
}
