import { MESSAGES } from "../../errors/catalogue.js";

const box = { fontFamily: "system-ui, sans-serif", maxWidth: "40rem", margin: "4rem auto", padding: "0 1rem", color: "#1e293b" };
const pre = { whiteSpace: "pre-wrap" as const, background: "#f1f5f9", padding: "1rem", borderRadius: ".5rem" };

/**
 * What shows when the error page itself fails ('An error occurred while showing the error page', details, a link home).
 * Plain elements and inline styles, no theme or
 * router: nothing is left in it that could fail again. A full link home, so the app starts afresh.
 */
export function ErrorPageFailureScreen({ details }: { details: string }) {
  return (
    <main data-error-page-failure style={box}>
      <h1>{MESSAGES.errorPageFailureTitle}</h1>
      <p>{MESSAGES.errorPageFailureBody}</p>
      <details>
        <summary>Details</summary>
        <pre style={pre}>{details}</pre>
      </details>
      <p>
        <a href="/">{MESSAGES.errorPageFailureLink}</a>
      </p>
    </main>
  );
}
