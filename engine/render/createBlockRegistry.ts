import type { BlockLookup } from "../layout/BlockContract.js";
import type { BlockHeading, BlockPlan } from "../layout/BlockContract.js";
import { engineError } from "../errors/catalogue.js";
import type { BlockComponents, BlockModule } from "./BlockModule.js";

/** The registered blocks of a page renderer, with their code loaded on demand and kept once loaded. */
export interface BlockRegistry extends BlockLookup {
  has(type: string): boolean;
  headingOf(type: string): BlockHeading | undefined;
  /** The loaded module, or undefined while its chunk is still on the way. */
  loaded(type: string): BlockModule | undefined;
  /** The same promise for every caller, so React's `use` can wait on it. */
  loading(type: string): Promise<BlockModule>;
}

/** `withLazyParts`: also load the parts blocks load only for some props (the server renders synchronously). */
/**
 * The blocks a renderer knows: their plans (slots, heading) and their components, loaded on demand.
 * A type needs both. The server plans from the contracts; the browser from the plans its page carries,
 * to which the route table adds the layout's others when it arrives (so `plans` is read at each call).
 */
export function createBlockRegistry(
  plans: Readonly<Record<string, BlockPlan>>,
  components: BlockComponents,
  options: { withLazyParts?: boolean } = {},
): BlockRegistry {
  const planOf = (type: string): BlockPlan | undefined => (Object.hasOwn(components, type) ? plans[type] : undefined);
  const modules = new Map<string, BlockModule>();
  const pending = new Map<string, Promise<BlockModule>>();

  function loading(type: string): Promise<BlockModule> {
    let promise = pending.get(type);
    if (!promise) {
      if (!planOf(type)) return Promise.reject(engineError("ENG_ERR_UNKNOWN_BLOCK_TYPE", { type }));
      promise = components[type]!().then(
        async (module) => {
          if (options.withLazyParts) await Promise.all(Object.values(module.lazyParts ?? {}).map((part) => part.preload()));
          modules.set(type, module);
          return module;
        },
        (error: unknown) => {
          // A failed chunk (flaky network) may be asked for again by the next navigation.
          pending.delete(type);
          throw error;
        },
      );
      pending.set(type, promise);
    }
    return promise;
  }

  return {
    has: (type) => planOf(type) !== undefined,
    slotsOf: (type) => planOf(type)?.slots,
    headingOf: (type) => planOf(type)?.heading,
    headOf: (type, params) => modules.get(type)?.head?.(params),
    loaded: (type) => modules.get(type),
    loading,
    async load(types) {
      await Promise.all([...new Set(types)].filter((type) => planOf(type) !== undefined).map(loading));
    },
  };
}
