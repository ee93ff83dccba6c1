import type { ServerConfig } from "./config.js";

/** Listening on loopback only: nothing beyond this machine reaches the process. */
function loopbackOnly(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, "").toLowerCase();
  return bare === "localhost" || bare === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(bare);
}

/**
 * The seeded admin accounts share a password printed in docs/configuration.md and on the account stand-in. On a
 * developer's machine that is the point; on a production process other machines reach (HOST beyond
 * loopback), anyone on its network could take any brand's site with it. Such a start stops with this sentence
 * unless the deployment gives those accounts its own password or says it keeps the public one on purpose.
 */
export function seedPasswordProblem(config: Pick<ServerConfig, "development" | "host" | "seedAdminPassword" | "allowSeedPassword">): string | undefined {
  if (config.development || loopbackOnly(config.host) || config.seedAdminPassword !== undefined || config.allowSeedPassword) return undefined;
  return (
    `NODE_ENV=production listens on ${config.host}, beyond this machine, and the seeded superadmin and admin accounts would keep the seed's public password: ` +
    "set SEED_ADMIN_PASSWORD to their password (at least 12 characters), or ALLOW_SEED_PASSWORD=true to keep the public one (a demo on a trusted network only)"
  );
}
