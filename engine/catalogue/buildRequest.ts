import type { CatalogueEntry, HostRole } from "../../schemas/catalogue/catalogue.js";
import { engineError } from "../errors/catalogue.js";
import { paramsOf, serializeParamValue, type ParamValues } from "../../schemas/catalogue/paramValues.js";

export interface CatalogueRequest {
  host: HostRole;
  method: CatalogueEntry["method"];
  /** Relative to the host's base URL, path parameters filled in, query string included. */
  path: string;
  body?: Record<string, unknown>;
  auth: CatalogueEntry["auth"];
  /** Headers the call itself needs, apart from credentials; the client sends them as they are. */
  headers?: Record<string, string>;
}

/**
 * A PostgREST insert answers an empty 201 unless asked for its rows; the `rows` envelope of a create
 * promises the inserted rows, so the request asks for them.
 */
function entryHeaders(entry: CatalogueEntry): Record<string, string> | undefined {
  return entry.envelope === "rows" && entry.method === "POST" ? { Prefer: "return=representation" } : undefined;
}

/** Turns a catalogue entry and concrete values into a request description (no I/O). */
export function buildRequest(entry: CatalogueEntry, values: ParamValues): CatalogueRequest {
  let path = entry.path;
  for (const param of paramsOf(entry, "path")) {
    const value = values[param.name];
    if (value === undefined) throw engineError("ENG_ERR_SOURCE_PATH_PARAM_MISSING", { source: entry.id, param: param.name });
    // Encoded, a value cannot add a segment ('/', '?', '#' become %XX), but '.' and '..' stay as they
    // are and would move the request up from the host's base URL (`GET {token}` is all path): refused.
    const segment = encodeURIComponent(serializeParamValue(value));
    if (segment === "" || segment === "." || segment === "..") {
      throw engineError("ENG_ERR_SOURCE_PATH_PARAM_INVALID", { source: entry.id, segment, param: param.name });
    }
    path = path.replace(`{${param.name}}`, segment);
  }

  const query = new URLSearchParams();
  const sendQuery = entry.queryOnlyWith === undefined || values[entry.queryOnlyWith] !== undefined;
  if (sendQuery) {
    for (const param of paramsOf(entry, "query")) {
      const value = values[param.name];
      if (value !== undefined) query.set(param.name, serializeParamValue(value));
    }
  }
  const search = query.toString();

  const bodyParams = paramsOf(entry, "body");
  const body = bodyParams.length ? Object.fromEntries(bodyParams.filter((p) => values[p.name] !== undefined).map((p) => [p.name, values[p.name]])) : undefined;

  if (entry.oneOfRequired && entry.oneOfRequired.every((name) => values[name] === undefined)) {
    throw engineError("ENG_ERR_SOURCE_ONE_OF_MISSING", { source: entry.id, params: entry.oneOfRequired.map((name) => `'${name}'`).join(", ") });
  }
  for (const param of entry.params) {
    if (param.required && values[param.name] === undefined) {
      throw engineError("ENG_ERR_SOURCE_PARAM_MISSING", { source: entry.id, in: param.in, param: param.name });
    }
  }

  const headers = entryHeaders(entry);
  return { host: entry.host, method: entry.method, path: search ? `${path}?${search}` : path, body, auth: entry.auth, ...(headers && { headers }) };
}
