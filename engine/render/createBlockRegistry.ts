import type { BlockLookup } from "../layout/BlockContract.js";
import type { BlockModule, BlockView } from "../layout/BlockDefinition.js";

/** The registered blocks of a page renderer, with their code loaded on demand and kept once loaded. */
export interface BlockRegistry extends BlockLookup {
  has(type: string): boolean;
  headingOf(type: string): BlockView["heading"];
  /** The loaded module, or undefined while its chunk is still on the way. */
  loaded(type: string): BlockModule | undefined;
  /** The same promise for every caller, so React's `use` can wait on it. */
  loading(type: string): Promise<BlockModule>;
}

/** `withLazyParts`: also load the parts blocks load only for some props (the server renders synchronously). */
export function createBlockRegistry(views: readonly BlockView[], options: { withLazyParts?: boolean } = {}): BlockRegistry {
  const byType = new Map(views.map((view) => [view.type, view]));
  const modules = new Map<string, BlockModule>();
  const pending = new Map<string, Promise<BlockModule>>();

  function loading(type: string): Promise<BlockModule> {
    let promise = pending.get(type);
    if (!promise) {
      const view = byType.get(type);
      if (!view) return Promise.reject(new Error(`Unknown block type '${type}'`));
      promise = view.load().then(
        async (module) => {
          if (options.withLazyParts) await Promise.all((module.lazyParts ?? []).map((part) => part.preload()));
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
    has: (type) => byType.has(type),
    slotsOf: (type) => byType.get(type)?.slots,
    headingOf: (type) => byType.get(type)?.heading,
    headOf: (type, params) => modules.get(type)?.head?.(params),
    loaded: (type) => modules.get(type),
    loading,
    async load(types) {
      await Promise.all([...new Set(types)].filter((type) => byType.has(type)).map(loading));
    },
  };
}
