import { isLocalNetworkHost } from "../../schemas/hosts/isLocalNetworkHost.js";
import { normalizeHost } from "../../schemas/hosts/normalizeHost.js";

/**
 * The block gallery is a tool for the people who write layouts: a development server shows it on any
 * host, a production one only on local-network hosts (a public site answers 404, as for any unknown path).
 */
export function servesBlockGallery(host: string | undefined, development: boolean): boolean {
  if (development) return true;
  const bare = normalizeHost(host);
  return bare !== "" && isLocalNetworkHost(bare);
}
