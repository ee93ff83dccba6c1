import type { FastifyRequest } from "fastify";
import { APP_TOKEN_HEADERS } from "../appToken/appTokenRules.js";
import type { CatalogueEntry } from "../catalogue/catalogue.js";
import { platformError } from "../errors/platformError.js";
import type { PlatformError } from "./PlatformError.js";
import { headerValue } from "./headerValue.js";

type RequiredHeader = NonNullable<CatalogueEntry["requiredHeaders"]>[number];

interface HeaderRule {
  readonly carried: (request: FastifyRequest) => boolean;
  readonly refusal: () => PlatformError;
}

const RULES: Record<RequiredHeader, HeaderRule> = {
  // Read from the same headers as the platform's app-token check, which refuses a token that is sent but not good
  // (garbled, stale, not issued here) on every call before this runs: so here only its absence is left to refuse.
  AppToken: {
    carried: (request) => APP_TOKEN_HEADERS.some((name) => headerValue(request, name) !== undefined),
    refusal: () => platformError("PLT_ERR_APP_TOKEN_MISSING"),
  },
  lmsId: { carried: (request) => headerValue(request, "lmsId") !== undefined, refusal: () => platformError("PLT_ERR_LMS_ID_MISSING") },
};

/** Throws the catalogue's error for the first header of the entry's `requiredHeaders` that the request lacks. */
export function requireEntryHeaders(entry: CatalogueEntry, request: FastifyRequest): void {
  for (const name of entry.requiredHeaders ?? []) {
    const rule = RULES[name];
    if (!rule.carried(request)) throw rule.refusal();
  }
}
