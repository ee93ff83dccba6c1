import type { EnvelopeKind } from "../../schemas/envelopes.js";
import type { Binding } from "../data/types.js";
import type { JsonSchemaObject } from "../../schemas/JsonSchemaObject.js";

export type { JsonSchemaObject };

/** `read` slots are fetched for rendering; a `submit` slot is the target a form sends to. */
export type SlotUse = "read" | "submit";

export interface BlockSlot {
  use?: SlotUse;
  /** Only catalogue sources with this envelope may fill the slot; any, when unset (a form that only sends). */
  envelope?: EnvelopeKind;
  required?: boolean;
  /**
   * Read slots: the shape of one record the block reads (the properties it needs and their types),
   * picked from the catalogue record it names (schemas/records/slotRecord.ts readsRecord), never a copy. Layout validation refuses a source whose catalogue
   * record does not fit it (engine/layout/recordFits.ts). The browser never sees it (see BlockPlan).
   */
  record?: JsonSchemaObject;
  /** A generic slot that reads an array of records in `data` (paginated, batch and rows slots always do). */
  list?: boolean;
}

/** A route's path parameters, as react-router gives them. */
export type RouteParams = Readonly<Record<string, string | undefined>>;

/** Head fields a page shows from its record (title, description, share image). */
export interface HeadRecord {
  title?: string;
  description?: string;
  image?: string;
}

/** An image a block shows near the top of a page, as its <img> asks for it: source and `sizes`. */
export interface LcpImage {
  src: string;
  sizes: string;
}

/** How a block shows a heading of its own: see BlockContract.heading. */
export type BlockHeading = "always" | "title";

/**
 * A block type apart from its component: what validation, schema generation, the docs and the server's
 * route planning read. React-free; the component is registered apart (blocks/components.ts).
 */
export interface BlockContract {
  type: string;
  /**
   * Whether the block shows a heading of its own: `always` (a banner or a record's page), `title`
   * (when its `title` prop is set); omitted, never. The first block on a page that shows one titles
   * the page (its heading is the h1), so the page knows this before the block's code has loaded.
   */
  heading?: BlockHeading;
  description: string;
  /**
   * Whether a visitor can act on the block (type, pick, press, play): its code then runs in the browser,
   * hydrated as an island of its own. `false`: its output is fixed by its props and data, and it ships as
   * HTML with no code (no event handler, no state, no effect; tests/unit/blockInteractivity.test.ts holds
   * every block to what it says). `"with-lazy-parts"`: the block's own code only draws, and the parts
   * it loads for some props (see `lazyParts`) are what a visitor acts on: the block ships as HTML, and
   * each part it shows starts as an island of its own (a class list's filter bar hydrates, its cards do
   * not; a class list on a home page, with no filter bar, has no code at all).
   */
  interactive: boolean | "with-lazy-parts";
  propsSchema: JsonSchemaObject;
  slots: Readonly<Record<string, BlockSlot>>;
  /** A valid block item, used by docs, tests and the property generators. */
  example: { props: Record<string, unknown>; data?: Record<string, Binding> };
  /** Checks a schema-valid item for what its schema cannot say; pointers are relative to the item. */
  /**
   * Which of the parts the block loads only for some props (see lazyPart) an item renders, by name: the
   * page lists their scripts and its stylesheet holds their styles. A part's name is its module's file
   * name (`FileField` for `./FileField.js`), the key it has in the block's `lazyParts`. Without it,
   * every item renders them all.
   */
  lazyParts?: (item: { props?: Record<string, unknown>; data?: Record<string, Binding> }) => readonly string[];
  check?: (item: { props?: Record<string, unknown>; data?: Record<string, Binding> }) => { pointer: string; message: string }[];
  /**
   * For blocks whose above-the-fold image comes from their props (hero, text-media): that image,
   * so the page can preload it as its LCP image; `undefined` when these props show none.
   */
  lcpImage?: (props: Readonly<Record<string, unknown>>) => LcpImage | undefined;
  /** `false` for a block whose page is machinery, not content (the sign-in callback): the sitemap leaves such pages out. */
  indexable?: false;
  /**
   * For blocks whose cards show static data (portfolio, LMS features): the paths those cards link to
   * with these props, so that a sitemap can list them as it lists a catalogue list's `detailPath`s.
   */
  linkedPaths?: (props: Readonly<Record<string, unknown>>) => readonly string[];
}

/**
 * What route planning (prefetching a page's sources, reading its head record) asks of the registered
 * blocks; the renderer's block registry is one, with the blocks' code behind it.
 */
export interface BlockLookup {
  slotsOf(type: string): Readonly<Record<string, BlockSlot>> | undefined;
  /** The block's static head record (from its code, once loaded); undefined until then or when it has none. */
  headOf(type: string, params: RouteParams): HeadRecord | null | undefined;
  /** Loads these block types (unknown ones are ignored); resolves when all are ready. */
  load(types: Iterable<string>): Promise<void>;
}

/** What the browser needs of a block type to plan a page: its slots without record shapes, and its heading. */
export interface BlockPlan {
  slots: Readonly<Record<string, Omit<BlockSlot, "record" | "list">>>;
  heading?: BlockHeading;
}

/**
 * Lets a block's contract be checked where it is written (an identity at run time), keeping its type as the
 * literal it is, so that the registry of components (blocks/components.ts) is checked against the contracts.
 */
export function defineBlockContract<const T extends string>(contract: BlockContract & { readonly type: T }): BlockContract & { readonly type: T } {
  return contract;
}

/**
 * The plans of these block types (all registered ones by default), for the browser: the contracts
 * themselves, with their schemas, examples and record shapes, stay on the server.
 */
export function blockPlans(contracts: readonly BlockContract[], types?: ReadonlySet<string>): Record<string, BlockPlan> {
  const plans: Record<string, BlockPlan> = {};
  for (const contract of contracts) {
    if (types && !types.has(contract.type)) continue;
    const slots = Object.fromEntries(Object.entries(contract.slots).map(([name, { record: _record, list: _list, ...slot }]) => [name, slot]));
    plans[contract.type] = { slots, ...(contract.heading && { heading: contract.heading }) };
  }
  return plans;
}

/**
 * How an item of a block starts in the browser: `block`, as an island of its own (a visitor acts on it);
 * `parts`, as HTML whose lazy parts are islands of their own (a class list's filter bar); `html`, with no code.
 */
export type ItemStart = "block" | "parts" | "html";

export function itemStart(contract: BlockContract, item: { props?: Record<string, unknown>; data?: Record<string, Binding> }): ItemStart {
  if (contract.interactive !== "with-lazy-parts") return contract.interactive ? "block" : "html";
  return !contract.lazyParts || contract.lazyParts(item).length > 0 ? "parts" : "html";
}
