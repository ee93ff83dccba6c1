/** The attribute that names an image's stand-in: shown when the image's own source fails to load. */
export const IMAGE_FALLBACK_ATTRIBUTE = "data-fallback";

/** Puts an image's stand-in in place of its failed source (once: a stand-in that fails stays as it is). */
function showFallback(image: HTMLImageElement): void {
  const fallback = image.getAttribute(IMAGE_FALLBACK_ATTRIBUTE);
  if (!fallback) return;
  image.removeAttribute(IMAGE_FALLBACK_ATTRIBUTE);
  image.removeAttribute("srcset");
  image.removeAttribute("sizes");
  image.src = fallback;
}

/**
 * Images with a stand-in swap to it when their source fails, with no code per image: one listener
 * for the document (an image's `error` does not bubble, so it listens while the event goes down), and
 * a look at the images that failed before it was installed (the page paints before its scripts run).
 * Returns the function that removes the listener.
 */
export function installImageFallbacks(document: Document): () => void {
  const onError = (event: Event) => {
    const target = event.target;
    if (target instanceof document.defaultView!.HTMLImageElement) showFallback(target);
  };
  document.addEventListener("error", onError, true);
  for (const image of document.querySelectorAll<HTMLImageElement>(`img[${IMAGE_FALLBACK_ATTRIBUTE}]`)) {
    if (image.complete && image.naturalWidth === 0) showFallback(image);
  }
  return () => document.removeEventListener("error", onError, true);
}
