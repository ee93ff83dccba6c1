/** One problem in one layout file, located for an operator's editor. */
export interface LayoutProblem {
  file: string;
  line: number;
  col: number;
  /** JSON pointer of the offending value (or "" for the document / a syntax error). */
  pointer: string;
  message: string;
}

export function formatProblem(problem: LayoutProblem): string {
  const where = problem.pointer ? ` (at ${problem.pointer})` : "";
  return `${problem.file}:${problem.line}:${problem.col}: ${problem.message}${where}`;
}
