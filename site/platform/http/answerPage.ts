import { answer, type MessageKey } from "../errors/platformError.js";
import type { ParamValues } from "../validation/ParamValues.js";
import { pageOf, type Envelope, type Page } from "./envelope.js";
import { pageRequest } from "./pagination.js";
import { readInteger } from "./readParam.js";

/** A list call's answer: the page the `page` and `pageSize` parameters ask for (`defaultSize` rows when unset) and the total. */
export async function answerPage<T>(
  key: MessageKey,
  params: ParamValues,
  defaultSize: number,
  list: (perPage: number, offset: number) => Promise<{ readonly items: readonly T[]; readonly total: number }>,
): Promise<Envelope<Page<T>>> {
  const { page, perPage, offset } = pageRequest(readInteger(params, "page"), readInteger(params, "pageSize"), defaultSize);
  const { items, total } = await list(perPage, offset);
  return answer(key, pageOf(items, page, perPage, total));
}
