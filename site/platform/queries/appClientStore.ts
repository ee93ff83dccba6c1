import type { PlatformDb } from "../db/PlatformDb.js";

export interface AppClientRow {
  readonly id: string;
  readonly tenant_id: string;
  readonly secret: string;
  readonly scopes: string;
}

export interface IssuedAppToken {
  readonly client_id: string;
  readonly created_at: string;
  readonly scopes: string;
}

export interface AppClientStore {
  client(id: string): Promise<AppClientRow | undefined>;
  /** Records a token the authorizer hands out, so the app-token check can tell it from a forged one. */
  issue(token: string, code: string, clientId: string, originHost: string | null, scopes: string): Promise<void>;
  issued(token: string): Promise<IssuedAppToken | undefined>;
}

/** The authorizer's registered apps and the tokens it issued them. */
export function createAppClientStore(db: PlatformDb): AppClientStore {
  const client = db.prepare<[string], AppClientRow>("SELECT id, tenant_id, secret, scopes FROM app_clients WHERE id = ?");
  const insert = db.prepare<[string, string, string, string | null, string]>(
    "INSERT INTO app_tokens (token, code, client_id, origin_host, scopes) VALUES (?, ?, ?, ?, ?)",
  );
  const issued = db.prepare<[string], IssuedAppToken>("SELECT client_id, created_at, scopes FROM app_tokens WHERE token = ?");
  return {
    client: (id) => client.get(id),
    async issue(token, code, clientId, originHost, scopes) {
      await insert.run(token, code, clientId, originHost, scopes);
    },
    issued: (token) => issued.get(token),
  };
}
