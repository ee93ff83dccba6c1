import type { ENGINE_CATALOGUE, EngineCode } from "../../schemas/messages/engineCatalogue.js";
import { fillTemplate } from "../../schemas/messages/messageTemplate.js";
import type { TemplateValues } from "../../schemas/messages/messageTemplate.js";
import { engineTemplate } from "./catalogue.js";

/** The catalogue codes a data source's failure is raised with (schemas/messages/engineCatalogue.ts, ENG_ERR_SOURCE_*). */
export type SourceErrorCode = Extract<EngineCode, `ENG_ERR_SOURCE_${string}`>;

/**
 * A data source call that failed: HTTP error, envelope `status: false`, timeout or bad shape. Its message
 * may be the upstream's own text (a refusal a form shows beside its field), so it stays on the side it was
 * raised on: the page state sends the code, the source and the status only (engine/data/sendableQueries.ts).
 */
export class SourceError extends Error {
  override readonly name = "SourceError";
  constructor(
    readonly source: string,
    message: string,
    readonly status: number | undefined,
    readonly field?: string,
    /** The catalogue entry the message was made from. */
    readonly code: SourceErrorCode = "ENG_ERR_SOURCE_FAILED",
  ) {
    super(message);
  }
}

/**
 * The SourceError of a catalogue code, its message filled from the code's template (trimmed: an empty
 * value at the end leaves no space), as engineError makes an EngineError.
 */
export function sourceError<C extends SourceErrorCode>(
  code: C,
  values: TemplateValues<(typeof ENGINE_CATALOGUE)[C]["message"]>,
  source: string,
  status: number | undefined,
  field?: string,
): SourceError {
  const message = fillTemplate(engineTemplate(code), values as Readonly<Record<string, string | number>>).trim();
  return new SourceError(source, message, status, field, code);
}
