import { use, type ComponentType } from "react";
import { PART_ISLAND_ATTRIBUTE } from "../navigation/pageMarkers.js";
import { usePartIslandClaims } from "./islands/partIslandClaims.js";

/** Part of a block that only some of its uses need (a filter bar), in a chunk of its own. */
export interface LazyPart<P> {
  (props: P): React.JSX.Element;
  /** Starts loading; the server loads every part up front, since it renders synchronously. */
  preload(): Promise<unknown>;
}

/** A lazy part as a part island draws it: from the props (JSON) the server's render of its block gave it. */
export interface IslandPart {
  preload(): Promise<unknown>;
  Island: ComponentType<Readonly<Record<string, unknown>>>;
}

/**
 * A component loaded the first time a page renders it: at once when its chunk is already there,
 * otherwise it suspends (during hydration the server's HTML stays until the chunk arrives). Where the
 * server renders its block as HTML with the parts as islands, it renders an empty container the server fills.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> & IslandPart {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  function Loaded(props: P) {
    const Component = loaded ?? use(preload());
    return <Component {...props} />;
  }
  function Part(props: P) {
    const claims = usePartIslandClaims();
    if (claims) return <div {...{ [PART_ISLAND_ATTRIBUTE]: claims.claim(Part, props) }} />;
    return <Loaded {...props} />;
  }
  // The props an island part gets are the ones this part had on the server (JSON of them).
  return Object.assign(Part, { preload, Island: Loaded as unknown as ComponentType<Readonly<Record<string, unknown>>> });
}
