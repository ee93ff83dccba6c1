/** Fills `{field}` placeholders of a detail path from a record (values URL-encoded). */
export function fillPath(template: string, record: Readonly<Record<string, unknown>>): string {
  return template.replace(/\{([A-Za-z][A-Za-z0-9]*)\??\}/g, (_, key: string) => encodeURIComponent(String(record[key] ?? "")));
}
