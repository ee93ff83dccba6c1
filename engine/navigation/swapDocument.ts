/**
 * The head elements that belong to one page (its title, description, share and itemprop tags, canonical
 * address, structured data, the LCP image's preload) rather than to the site: a page swap replaces them.
 */
const PAGE_HEAD = [
  "title",
  'meta:not([charset]):not([name="viewport"])',
  'link[rel="canonical"]',
  'link[rel="alternate"]',
  'link[rel="preload"][as="image"]',
  'script[type="application/ld+json"]',
  // Hoisted rules of responsive style props (the page's own, by hash).
  "style[data-precedence]",
].join(",");

export interface SwapOptions {
  /** The id of the element whose content is the page (header, page and footer). */
  rootId: string;
  /** Selectors of the elements that carry the page's data (its state), replaced whole. */
  data: readonly string[];
  /** How long to wait for a new stylesheet before giving up on the swap (a full load then). */
  stylesheetTimeoutMs?: number;
  /**
   * Elements of the current page to keep as they are, each in place of its counterpart in the next
   * one (a part island running through a filter change): never taken out of the document, so the
   * focus and the caret in them stay.
   */
  keep?: ReadonlyArray<{ live: Element; next: Element }>;
}

function waitForStylesheet(link: HTMLLinkElement, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    link.addEventListener("load", () => (clearTimeout(timer), resolve(true)), { once: true });
    link.addEventListener("error", () => (clearTimeout(timer), resolve(false)), { once: true });
  });
}

/**
 * Puts a fetched page in place of the current one, as a full load would show it: its stylesheets
 * (loaded before anything changes, so it never paints unstyled), its page head, its content and its
 * data. Resolves false, changing nothing, when the next page cannot be shown this way (no content
 * element, a stylesheet that does not load).
 */
export async function swapDocument(current: Document, next: Document, options: SwapOptions): Promise<boolean> {
  const root = current.getElementById(options.rootId);
  const nextRoot = next.getElementById(options.rootId);
  if (!root || !nextRoot) return false;

  const sheets = (document: Document) => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
  const have = new Map(sheets(current).map((link) => [link.getAttribute("href"), link]));
  const wanted = sheets(next).map((link) => link.getAttribute("href"));
  const added = wanted
    .filter((href) => href !== null && !have.has(href))
    .map((href) => Object.assign(current.createElement("link"), { rel: "stylesheet", href: href! }));
  // New stylesheets go after the current ones and load before the swap; the old ones leave with it.
  const anchor = sheets(current).at(-1);
  if (anchor) anchor.after(...added);
  else current.head.append(...added);
  const loaded = await Promise.all(added.map((link) => waitForStylesheet(link, options.stylesheetTimeoutMs ?? 10_000)));
  if (!loaded.every(Boolean)) {
    for (const link of added) link.remove();
    return false;
  }

  for (const element of current.head.querySelectorAll(PAGE_HEAD)) element.remove();
  const lastSheet = sheets(current).at(-1);
  const pageHead = [...next.head.querySelectorAll(PAGE_HEAD)].map((element) => current.importNode(element, true));
  // The page's tags in the next page's order: its title and share tags first, its hoisted rules after the stylesheets.
  const [before, after] = [pageHead.filter((element) => element.tagName !== "STYLE"), pageHead.filter((element) => element.tagName === "STYLE")];
  const viewport = current.head.querySelector('meta[name="viewport"]');
  if (viewport) viewport.after(...before);
  else current.head.prepend(...before);
  if (lastSheet) lastSheet.after(...after);
  else current.head.append(...after);
  for (const [href, link] of have) if (!wanted.includes(href)) link.remove();

  const kept = new Map(
    (options.keep ?? []).filter(({ live, next: theirs }) => root.contains(live) && nextRoot.contains(theirs)).map(({ live, next: theirs }) => [theirs, live]),
  );
  const stays = kept.size ? stayingPaths(root, nextRoot, kept) : undefined;
  if (stays) merge(root, nextRoot, stays, new Set(kept.values()));
  else root.replaceChildren(...[...nextRoot.childNodes].map((node) => current.importNode(node, true)));
  for (const selector of options.data) {
    const mine = current.querySelector(selector);
    const theirs = next.querySelector(selector);
    if (theirs && mine) mine.replaceWith(current.importNode(theirs, true));
    else if (theirs) current.body.append(current.importNode(theirs, true));
    else mine?.remove();
  }
  return true;
}

/**
 * The live elements that stay when `live` takes the content of `next` but keeps the elements `kept`
 * holds (by their counterparts in `next`): those and their ancestors, by their counterparts. Undefined
 * when the two pages' trees differ on the way to one (the content is then replaced whole).
 */
function stayingPaths(live: Element, next: Element, kept: ReadonlyMap<Element, Element>): Map<Node, Element> | undefined {
  const stays = new Map<Node, Element>();
  for (const [counterpart, element] of kept) {
    let from: Element | null = counterpart;
    let to: Element | null = element;
    while (from && to && from !== next && to !== live && from.tagName === to.tagName) {
      stays.set(from, to);
      from = from.parentElement;
      to = to.parentElement;
    }
    if (from !== next || to !== live) return undefined;
  }
  return stays;
}

/**
 * The children of `live` become those of `next`: the staying ones (see stayingPaths) are never moved,
 * and take the next page's attributes and, below them, its content the same way; the kept ones are left as they are.
 */
function merge(live: Element, next: Element, stays: ReadonlyMap<Node, Element>, kept: ReadonlySet<Element>): void {
  const wanted = [...next.childNodes].map((node) => stays.get(node) ?? live.ownerDocument.importNode(node, true));
  const staying = new Set(wanted.filter((node) => node.parentNode === live));
  for (const node of [...live.childNodes]) if (!staying.has(node)) node.remove();
  // From the last: each new node goes in before the node that follows it.
  let following: Node | null = null;
  for (const node of wanted.reverse()) {
    if (!staying.has(node)) live.insertBefore(node, following);
    following = node;
  }
  for (const from of next.children) {
    const to = stays.get(from);
    if (!to || kept.has(to)) continue;
    for (const name of to.getAttributeNames()) if (!from.hasAttribute(name)) to.removeAttribute(name);
    for (const name of from.getAttributeNames()) to.setAttribute(name, from.getAttribute(name)!);
    merge(to, from, stays, kept);
  }
}
