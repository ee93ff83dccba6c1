import type { BlockContract } from "../../engine/index.js";

type Check = NonNullable<BlockContract["check"]>;

/**
 * A block check: each named slot, when bound, reads one of its listed sources (the envelope alone lets any generic
 * record in); with `exactlyOne`, exactly one of those slots is bound.
 */
export function expectSources(sources: Readonly<Record<string, readonly string[]>>, exactlyOne?: readonly string[]): Check {
  return (item) => {
    const problems: { pointer: string; message: string }[] = [];
    for (const [slot, allowed] of Object.entries(sources)) {
      const source = item.data?.[slot]?.source;
      if (source !== undefined && !allowed.includes(source)) {
        problems.push({
          pointer: `/data/${slot}/source`,
          message: `Slot '${slot}' reads '${source}', which this block cannot show; expected ${allowed.map((s) => `'${s}'`).join(" or ")}`,
        });
      }
    }
    if (exactlyOne) {
      const bound = exactlyOne.filter((slot) => item.data?.[slot] !== undefined);
      if (bound.length !== 1) {
        problems.push({
          pointer: item.data ? "/data" : "",
          message: `Exactly one of ${exactlyOne.map((s) => `'${s}'`).join(", ")} must be bound; found ${bound.length}`,
        });
      }
    }
    return problems;
  };
}
