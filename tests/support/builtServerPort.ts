import { inject } from "vitest";

/**
 * The port of the built server that tests/support/globalSetup.ts starts for the run. It starts one only when the
 * run includes the contract or e2e project; a file that needs it in any other run would send every request to
 * port `undefined` and could pass on refusals. It fails at once instead, saying why.
 */
export function builtServerPort(): number {
  const port = inject("serverPort");
  if (typeof port !== "number" || !Number.isInteger(port) || port <= 0)
    throw new Error(
      "This test file needs the built server, which tests/support/globalSetup.ts starts only for the contract and e2e projects: run it in one of them (npm test -- --project contract <file>)",
    );
  return port;
}
