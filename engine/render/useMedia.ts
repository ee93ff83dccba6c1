import type { Media } from "../media/createMedia.js";
import { useEngine } from "./EngineContext.js";

/** The deployment's media (pictures, posters, fallbacks resolve against its base), from the page's runtime. */
export function useMedia(): Media {
  return useEngine().media;
}
