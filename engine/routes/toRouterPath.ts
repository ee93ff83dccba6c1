/** Spec notation (`/Class/{slug}`, `/Career/{slug?}`) to react-router's (`/Class/:slug`, `/Career/:slug?`). */
export function toRouterPath(path: string): string {
  return path.replace(/\{([A-Za-z][A-Za-z0-9]*)(\??)\}/g, ":$1$2");
}
