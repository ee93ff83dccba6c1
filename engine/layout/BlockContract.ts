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
   * Read slots: the shape of one record the block reads (the properties it needs and their types), a
   * JSON Schema declared in the block's folder. Layout validation refuses a source whose catalogue
   * record does not fit it (engine/layout/recordFits.ts). Set on the block's contract (index.ts), not
   * its view, so the schemas stay out of the browser's bundle.
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

/** What the layout validator needs to know about a block type; React-free. */
export interface BlockContract {
  type: string;
  description: string;
  propsSchema: JsonSchemaObject;
  slots: Readonly<Record<string, BlockSlot>>;
  /** A valid block item, used by docs, tests and the property generators. */
  example: { props: Record<string, unknown>; data?: Record<string, Binding> };
  /** Checks a schema-valid item for what its schema cannot say; pointers are relative to the item. */
  /**
   * Whether an item of this block renders the parts it loads only for some props (see lazyPart); a
   * page's stylesheet then holds their styles. Without it, it always does.
   */
  usesLazyParts?: (item: { props?: Record<string, unknown>; data?: Record<string, Binding> }) => boolean;
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
