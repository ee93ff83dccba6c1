// Message templates with `{name}` placeholders, shared below every layer: the engine's catalogue uses
// them, and the platform's catalogue (site/platform/errors/platformError.ts) may, since it reads schemas/.

const PLACEHOLDER = /\{([A-Za-z]\w*)\}/g;

/** Fills `{name}` from `values`; a placeholder without a value is a bug in the caller, not a client's fault. */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(PLACEHOLDER, (_whole, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`The message template '${template}' needs a value for {${name}}`);
    return String(value);
  });
}

/** The placeholders a template names, for a catalogue's own test. */
export function templatePlaceholders(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((match) => match[1]!);
}
