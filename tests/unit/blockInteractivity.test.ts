import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { blockContracts } from "../../blocks/contracts.js";
import { blockComponentFiles, blockInteractionSigns, interactionSignsIn } from "../support/interactionSigns.js";

// A block's contract says whether a visitor can act on it. A static block ships as HTML with no code
// of its own, so it must have nothing to act on; an interactive one must have something, or it ships
// code for nothing.
const root = resolve(import.meta.dirname, "../..");
const files = blockComponentFiles(root);

describe("every block is what its contract says", () => {
  it("finds the component module of every registered block", () => {
    expect(Object.keys(files).sort()).toEqual(blockContracts.map((contract) => contract.type).sort());
  });

  it.each(blockContracts.filter((contract) => contract.interactive === false).map((contract) => contract.type))(
    "static %s: no event handler, no state, no effect in its code",
    (type) => {
      const found = blockInteractionSigns(root, files[type]!).map(({ file, line, sign }) => `${file}:${line} ${sign}`);
      expect(found).toEqual([]);
    },
  );

  it.each(blockContracts.filter((contract) => contract.interactive === true).map((contract) => contract.type))(
    "interactive %s: has something a visitor acts on",
    (type) => {
      expect(blockInteractionSigns(root, files[type]!)).not.toEqual([]);
    },
  );

  // Such a block is an island only where an item shows its lazy parts: the rest of its code must only draw.
  it.each(blockContracts.filter((contract) => contract.interactive === "with-lazy-parts"))(
    "interactive with its lazy parts, $type: its own code only draws, its lazy parts are acted on",
    (contract) => {
      expect(contract.lazyParts, "a block interactive with its lazy parts says which items use them").toBeTypeOf("function");
      const own = blockInteractionSigns(root, files[contract.type]!, { lazyParts: false }).map(({ file, line, sign }) => `${file}:${line} ${sign}`);
      expect(own).toEqual([]);
      expect(blockInteractionSigns(root, files[contract.type]!)).not.toEqual([]);
    },
  );

  it("at least one block is interactive only with its lazy parts (the class list's filter bar)", () => {
    expect(blockContracts.find((contract) => contract.type === "class-list")?.interactive).toBe("with-lazy-parts");
  });
});

describe("the signs of interaction", () => {
  it("are found: state and effect hooks, handlers, navigating hooks, stateful Mantine parts and Mantine's hooks", () => {
    const planted = [
      'import { Accordion, Text } from "@mantine/core";',
      'import { useDisclosure } from "@mantine/hooks";',
      'import { useSearchParams, useLocation } from "react-router-dom";',
      "export function Planted() {",
      "  const [open, setOpen] = React.useState(false);",
      "  useEffect(() => undefined, []);",
      "  const [params] = useSearchParams();",
      "  const { pathname } = useLocation();",
      "  return <button onClick={() => setOpen(!open)}>{pathname}</button>;",
      "}",
    ].join("\n");
    expect(interactionSignsIn("blocks/planted/Planted.tsx", planted).map(({ line, sign }) => `${line} ${sign}`)).toEqual([
      "1 Accordion from @mantine/core",
      "2 useDisclosure from @mantine/hooks",
      "5 useState()",
      "6 useEffect()",
      "7 useSearchParams()",
      "9 onClick=",
    ]);
  });

  it("leave alone what only draws: reads, type imports, plain Mantine layout", () => {
    const planted = [
      'import type { Select } from "@mantine/core";',
      'import { Card, Text } from "@mantine/core";',
      'import { useId, useMemo } from "react";',
      "export function Planted({ title }: { title: string }) {",
      "  const id = useId();",
      "  const upper = useMemo(() => title.toUpperCase(), [title]);",
      "  return <Card id={id}><Text>{upper}</Text></Card>;",
      "}",
    ].join("\n");
    expect(interactionSignsIn("blocks/planted/Planted.tsx", planted)).toEqual([]);
  });
});
