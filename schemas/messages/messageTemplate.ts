// Message templates with `{name}` placeholders, for the message catalogue (messageEntry.ts): the types derive a
// code's placeholders from its text, and the engine's and the platform's accessors fill them.

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

/** The `{name}` placeholders of a template (a brace followed by a quote, as in `{"name": …}`, is literal text). */
export type Placeholders<Template extends string> = Template extends `${string}{${infer Name}}${infer Rest}`
  ? (Name extends `${string}${'"' | " " | "{"}${string}` ? never : Name) | Placeholders<Rest>
  : never;

/** The values of a template's placeholders. */
export type TemplateValues<Template extends string> = Readonly<Record<Placeholders<Template>, string | number>>;

/**
 * The arguments after a catalogue code: the template's values when it has placeholders, nothing otherwise, then
 * what else the caller may pass (`Extra`). A template joined from parts is a plain string: its test checks it.
 */
export type TemplateArgs<Template extends string, Extra = never> = string extends Template
  ? [values?: Readonly<Record<string, string | number>>, extra?: Extra]
  : [Placeholders<Template>] extends [never]
    ? [values?: undefined, extra?: Extra]
    : [values: TemplateValues<Template>, extra?: Extra];
