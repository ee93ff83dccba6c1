import { importsOf, type ImportEdge } from "./importGraph.js";

/**
 * The project's layers, bottom first: schemas ← engine core ← engine react ← blocks ← site. The
 * embedded platform stands in for separate backends: it shares only schemas/ with the rest.
 */
export type Layer = "schemas" | "core" | "react" | "blocks" | "platform" | "client" | "site";

/** The engine's public surfaces: what blocks/ and site/ may import of it. */
export const ENGINE_SURFACES = { core: "engine/index.ts", node: "engine/node.ts", react: "engine/react.ts" } as const;
/** The block registries: what site/ may import of blocks/. */
export const BLOCK_REGISTRIES = ["blocks/contracts.ts", "blocks/components.ts"];
export const PLATFORM_SURFACE = "site/platform/index.ts";

/** Packages whose values would pull React into the React-free core (types alone are erased). */
const REACT_PACKAGES = /^(react|react-dom|react-router|react-router-dom|@tanstack\/react-query|@mantine\/[^/]+|recharts)(\/|$)/;

/** The router packages: the engine's shell uses them; blocks reach navigation through the engine. */
const ROUTER_PACKAGES = /^react-router(-dom)?(\/|$)/;

export function layerOf(file: string): Layer | undefined {
  if (file.startsWith("schemas/")) return "schemas";
  if (file.startsWith("engine/render/") || file === ENGINE_SURFACES.react) return "react";
  if (file.startsWith("engine/")) return "core";
  if (file.startsWith("blocks/")) return "blocks";
  if (file.startsWith("site/platform/")) return "platform";
  if (file.startsWith("site/client/")) return "client";
  if (file.startsWith("site/")) return "site";
  return undefined;
}

export interface LayerViolation {
  file: string;
  line: number;
  imports: string;
  rule: string;
}

const surfaces: readonly string[] = Object.values(ENGINE_SURFACES);

/** The block folder a file of blocks/ is in (`hero` for blocks/hero/Hero.tsx); undefined for the registries. */
function blockFolderOf(file: string): string | undefined {
  const parts = file.split("/");
  return parts.length > 2 ? parts[1] : undefined;
}

/**
 * Inside blocks/: a block imports its own folder and blocks/shared/<topic>/, never another block's folder (what
 * two blocks share lives in blocks/shared); blocks/shared imports only blocks/shared; the registries import all.
 */
function blocksRule(from: string, to: string): string | undefined {
  const own = blockFolderOf(from);
  if (own === undefined) return undefined;
  const target = blockFolderOf(to);
  if (target === own || target === "shared") return undefined;
  if (own === "shared") return "blocks/shared imports only blocks/shared, the engine's surfaces and schemas/";
  return target === undefined
    ? "a block imports no registry"
    : `a block imports only its own folder and blocks/shared/ (blocks/${target}/ is another block's: move what both use to blocks/shared/<topic>/)`;
}

/** Why `edge` breaks the layering, or undefined when it is allowed. */
function brokenRule(edge: ImportEdge): string | undefined {
  const from = layerOf(edge.from);
  if (!from) return undefined;
  if (edge.external) {
    if (from === "core" && !edge.typeOnly && REACT_PACKAGES.test(edge.to))
      return "the engine core imports no React values (types only; @tanstack/query-core serves it)";
    if (from === "schemas" && REACT_PACKAGES.test(edge.to)) return "schemas/ imports no rendering package";
    if (from === "blocks" && ROUTER_PACKAGES.test(edge.to))
      return "blocks/ imports no router: links, the address and navigation come from the engine (PageLink, useSiteLocation, useSiteNavigate), so a block also renders where no router runs";
    return undefined;
  }
  const to = layerOf(edge.to);
  if (!to) return edge.to.startsWith("tests/") ? "source never imports tests/" : undefined;
  switch (from) {
    case "schemas":
      return to === "schemas" ? undefined : "schemas/ is the bottom layer: it imports only schemas/";
    case "core":
      return to === "schemas" || to === "core" ? undefined : "the engine core imports only schemas/ and the core";
    case "react":
      return to === "schemas" || to === "core" || to === "react" ? undefined : "engine/render imports only schemas/ and the engine";
    case "blocks":
      if (to === "blocks") return blocksRule(edge.from, edge.to);
      if (to === "schemas") return undefined;
      if (edge.to === ENGINE_SURFACES.core || edge.to === ENGINE_SURFACES.react) return undefined;
      return to === "core" || to === "react"
        ? "blocks/ import the engine through engine/index.ts or engine/react.ts"
        : "blocks/ import only schemas/, the engine's surfaces and blocks/";
    case "platform":
      return to === "schemas" || to === "platform" ? undefined : "the platform shares only schemas/ with the rest";
    case "client":
    case "site":
      if (to === "core" || to === "react") {
        if (from === "client" && edge.to === ENGINE_SURFACES.node) return "the browser never imports engine/node.ts";
        return surfaces.includes(edge.to) ? undefined : "site/ imports the engine through engine/index.ts, engine/node.ts or engine/react.ts";
      }
      if (to === "blocks")
        return BLOCK_REGISTRIES.includes(edge.to) ? undefined : `site/ imports blocks/ through its registries (${BLOCK_REGISTRIES.join(", ")})`;
      if (to === "platform") {
        if (from === "client") return "the browser never imports the platform";
        return edge.to === PLATFORM_SURFACE ? undefined : `site/ imports the platform through ${PLATFORM_SURFACE}`;
      }
      if (from === "client" && to === "site" && !edge.to.startsWith("site/shared/")) return "the browser imports only site/client and site/shared";
      return undefined;
  }
}

/** Every import of these files that breaks the layering; `read` gives a file's text (the disk by default). */
export function layerViolations(root: string, files: readonly string[], read?: (file: string) => string): LayerViolation[] {
  return files.flatMap((file) =>
    importsOf(root, file, read?.(file)).flatMap((edge) => {
      const rule = brokenRule(edge);
      return rule ? [{ file, line: edge.line, imports: edge.to, rule }] : [];
    }),
  );
}
