import { use, type ComponentType } from "react";

/** Part of a block that only some of its uses need (a filter bar), in a chunk of its own. */
export interface LazyPart<P> {
  (props: P): React.JSX.Element;
  /** Starts loading; the server loads every part up front, since it renders synchronously. */
  preload(): Promise<unknown>;
}

/**
 * A component loaded the first time a page renders it: at once when its chunk is already there,
 * otherwise it suspends (during hydration the server's HTML stays until the chunk arrives).
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
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
  function Part(props: P) {
    const Component = loaded ?? use(preload());
    return <Component {...props} />;
  }
  return Object.assign(Part, { preload });
}
