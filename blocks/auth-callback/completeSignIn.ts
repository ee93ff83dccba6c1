import { roleForKind, ROLE_STORAGE_KEY, storedRoleValue, type Role, safeReturnPath } from "../../engine/index.js";

export interface CallbackArguments {
  /** The sign-in round trip's one-time token, which this site's server checks against its cookie. */
  token: string;
  accessToken: string;
  /** Where to go next: always a path on this site. */
  next: string;
}

/**
 * The first half of /CallbackAuth, in the browser: what the account site sent back. The access token
 * comes in the fragment from the account stand-in (it never reaches a server log or a Referer) or in
 * the query from a real account host. The server, not the page, judges and keeps it.
 */
export function readCallback(search: string, hash: string): CallbackArguments {
  const query = new URLSearchParams(search);
  const fragment = new URLSearchParams(hash.replace(/^#/, ""));
  return {
    token: query.get("token") ?? "",
    accessToken: fragment.get("accessToken") ?? query.get("accessToken") ?? "",
    next: safeReturnPath(query.get("next")),
  };
}

/** The second half: the user detail's kind sets the sidebar role (kind number → role, kept in local storage). */
export function rememberRole(user: unknown, type: string | null, storage: Pick<Storage, "setItem" | "removeItem">): Role | undefined {
  const kind = typeof user === "object" && user !== null ? (user as { kind?: unknown }).kind : undefined;
  const value = storedRoleValue(kind, type);
  if (value === undefined) storage.removeItem(ROLE_STORAGE_KEY);
  else storage.setItem(ROLE_STORAGE_KEY, value);
  return roleForKind(kind);
}
