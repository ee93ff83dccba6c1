import { findNodeAtLocation, type Node } from "jsonc-parser";

export interface Position {
  line: number;
  col: number;
}

/** Maps character offsets of a text to 1-based line and column. */
export function offsetToPosition(text: string, offset: number): Position {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, col: offset - lineStart + 1 };
}

/** The reference tokens of a JSON pointer; whether one is an index depends on the value it meets. */
export function pointerToSegments(pointer: string): string[] {
  if (!pointer) return [];
  return pointer
    .slice(1)
    .split("/")
    .map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"));
}

/** The node at a path of tokens: an array takes the token as an index, an object as a key. */
function nodeAt(root: Node, segments: readonly string[]): Node | undefined {
  const path = [];
  let node: Node | undefined = root;
  for (const segment of segments) {
    if (!node) return undefined;
    path.push(node.type === "array" && /^\d+$/.test(segment) ? Number(segment) : segment);
    node = findNodeAtLocation(root, path);
  }
  return node;
}

export function segmentsToPointer(segments: readonly (string | number)[]): string {
  return segments.map((s) => `/${String(s).replace(/~/g, "~0").replace(/\//g, "~1")}`).join("");
}

/** The deepest node on the way to `pointer` that the document has, with how many segments it matched. */
function nearestNode(root: Node, pointer: string): { node: Node; depth: number; segments: string[] } {
  const segments = pointerToSegments(pointer);
  for (let n = segments.length; n > 0; n--) {
    const node = nodeAt(root, segments.slice(0, n));
    if (node) return { node, depth: n, segments };
  }
  return { node: root, depth: 0, segments };
}

/**
 * Offset of the value at a JSON pointer; for a property name (`asKey`) the offset of its key.
 * Falls back to the nearest existing ancestor.
 */
export function pointerOffset(root: Node | undefined, pointer: string, asKey = false): number {
  if (!root) return 0;
  const { node, depth, segments } = nearestNode(root, pointer);
  if (asKey && depth === segments.length && node.parent?.type === "property") return node.parent.offset;
  return node.offset;
}

/**
 * The pointer itself when the document has it, else its nearest existing ancestor: a check may name a
 * member that is missing (a block's absent `data`), and an editor can only jump to what is there.
 */
export function existingPointer(root: Node | undefined, pointer: string): string {
  if (!root) return "";
  const { depth, segments } = nearestNode(root, pointer);
  return depth === segments.length ? pointer : segmentsToPointer(segments.slice(0, depth));
}
