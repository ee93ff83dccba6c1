/** jsdom has no matchMedia, which Mantine's colour scheme reads: gives it one of a browser without a preference. */
export function installMatchMedia(window: Window): void {
  window.matchMedia ??= (media: string) =>
    ({
      matches: false,
      media,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
