/**
 * Whether a click on a link is one the page should handle itself: the main button, no modifier key
 * (a new tab or window, a download), and a link that opens in this window.
 */
export function isOwnLinkClick(event: MouseEvent, link: HTMLAnchorElement): boolean {
  if (event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return false;
  if (link.target && link.target !== "_self") return false;
  return !link.hasAttribute("download");
}
