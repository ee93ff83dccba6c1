import { isLocalRequest, type PeerRequest } from "../../schemas/hosts/isLocalRequest.js";

/**
 * The block gallery is a tool for the people who write layouts: a development server shows it to anyone, a
 * production one only to a request from the local network (isLocalRequest); anyone else gets what any unknown
 * path gets, a 404.
 */
export function servesBlockGallery(request: PeerRequest, development: boolean): boolean {
  return development || isLocalRequest(request);
}
