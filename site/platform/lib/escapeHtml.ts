/** Escapes text for HTML element content and quoted attribute values (the five characters that can break out of either). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
