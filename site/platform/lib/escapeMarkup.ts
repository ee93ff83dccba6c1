const ENTITIES: Readonly<Record<string, string>> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text safe inside HTML or XML content and quoted attribute values: the five markup characters become entities. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char]!);
}

/** The same escaping for SVG: XML knows the same five entities' numeric forms, and `&#39;` is valid in both. */
export const escapeXml = escapeHtml;
