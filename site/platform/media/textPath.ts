import type { Font, Glyph } from "fontkit";
import type { Typeface } from "./typeface.js";

/** A line of text laid out in a typeface: its width, and its outlines wherever it is placed. */
export interface TextPath {
  /** Advance width in px, kerning and letter spacing (between letters) included. */
  readonly width: number;
  /** Characters none of the typeface's faces has, left out of the drawing (the picture's accessible name keeps them). */
  readonly missing: string;
  /** SVG path data of the outlines with the baseline's left end at (x, y), to 0.1 px. */
  at(x: number, y: number): string;
}

interface PlacedGlyph {
  readonly glyph: Glyph;
  /** Origin in px from the line's origin, y downward. */
  readonly x: number;
  readonly y: number;
  readonly scale: number;
}

/** Maximal runs of characters that one face draws; a face of undefined marks characters no face has. */
function runs(faces: readonly Font[], text: string): { face: Font | undefined; text: string }[] {
  const out: { face: Font | undefined; text: string }[] = [];
  for (const char of text) {
    const face = faces.find((candidate) => candidate.hasGlyphForCodePoint(char.codePointAt(0)!));
    const last = out[out.length - 1];
    if (last && last.face === face) last.text += char;
    else out.push({ face, text: char });
  }
  return out;
}

const LETTERS = { moveTo: "m", lineTo: "l", quadraticCurveTo: "q", bezierCurveTo: "c", closePath: "z" } as const;

/**
 * SVG path data written as short as SVG reads it: a command's letter only where it changes, `h` and `v`
 * for straight lines, no leading zero, and a space only where two numbers would run together.
 */
class PathWriter {
  text = "";
  private letter = "";
  private pointInLast = false;

  command(letter: string, tenths: readonly number[]): void {
    // A repeated `m` would read as `l`: a move always says so.
    const repeated = letter === this.letter && letter !== "m";
    if (!repeated) this.text += letter;
    this.letter = letter;
    tenths.forEach((value, i) => {
      const number = String(value / 10).replace(/^(-?)0\./, "$1.");
      // A sign ends the number before; so does a point, after a number that has one.
      const runsTogether = number.startsWith("-") || (number.startsWith(".") && this.pointInLast);
      if ((i > 0 || repeated) && !runsTogether) this.text += " ";
      this.text += number;
      this.pointInLast = number.includes(".");
    });
  }
}

/**
 * The outlines of placed glyphs as one path: relative commands, a third shorter than absolute ones. Each
 * point is rounded to 0.1 px before the step to it is taken, so rounding never adds up along a contour.
 */
function pathData(glyphs: readonly PlacedGlyph[], left: number, baseline: number): string {
  const path = new PathWriter();
  // The pen and the contour's start, in tenths of a px (what `z` returns the pen to).
  let penX = 0;
  let penY = 0;
  let startX = 0;
  let startY = 0;
  for (const { glyph, x, y, scale } of glyphs) {
    for (const { command, args } of glyph.path.commands) {
      if (command === "closePath") {
        path.command("z", []);
        [penX, penY] = [startX, startY];
        continue;
      }
      const steps: number[] = [];
      for (let i = 0; i < args.length; i += 2) {
        steps.push(Math.round((left + x + args[i]! * scale) * 10) - penX, Math.round((baseline + y - args[i + 1]! * scale) * 10) - penY);
      }
      // Every point of a command is relative to the pen before it; the pen then moves to the last one.
      const [dx, dy] = steps.slice(-2) as [number, number];
      penX += dx;
      penY += dy;
      // The first move is absolute, so that paths of several lines join into one.
      if (!path.text) path.command("M", [penX, penY]);
      else if (command === "lineTo" && dy === 0) path.command("h", [dx]);
      else if (command === "lineTo" && dx === 0) path.command("v", [dy]);
      else path.command(LETTERS[command], steps);
      if (command === "moveTo") [startX, startY] = [penX, penY];
    }
  }
  return path.text;
}

/**
 * `text` set in `typeface` at `size` px, as the browser would set it in an SVG <text>: each run of
 * characters one face has is shaped by fontkit (kerning, ligatures), and `letterSpacing` px follows every
 * letter but the last. SVG shown as <img> cannot use the page's web fonts, so the media draw their letters.
 */
export function textPath(typeface: Typeface, text: string, size: number, letterSpacing = 0): TextPath {
  const glyphs: PlacedGlyph[] = [];
  let pen = 0;
  let letters = 0;
  let missing = "";
  for (const run of runs(typeface.faces, text)) {
    if (!run.face) {
      missing += run.text;
      continue;
    }
    const scale = size / run.face.unitsPerEm;
    const { glyphs: shaped, positions } = run.face.layout(run.text);
    shaped.forEach((glyph, i) => {
      const position = positions[i]!;
      // The spacing goes before each letter but the first; a mark (no advance) stays on the letter it follows.
      if (position.xAdvance !== 0 && letters++ > 0) pen += letterSpacing;
      glyphs.push({ glyph, x: pen + position.xOffset * scale, y: -position.yOffset * scale, scale });
      pen += position.xAdvance * scale;
    });
  }
  return {
    width: pen,
    missing,
    at: (x, y) => pathData(glyphs, x, y),
  };
}
