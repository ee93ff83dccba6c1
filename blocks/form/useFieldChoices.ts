import { useQueries } from "@tanstack/react-query";
import { paginated, sourceQueryOptions, type ApiClient, type SourceState } from "../../engine/index.js";
import { lookupBinding, OTHER_CHOICE, referencedFields } from "./fieldChoices.js";
import type { ChoicesState } from "./fieldChoices.js";
import type { FormField } from "../shared/form/fieldRules.js";

/**
 * Where each select's options come from: the block's `choices` source, or options a field asks for
 * itself, in the browser, with the values of the fields they depend on.
 */
export function useFieldChoices(
  api: ApiClient,
  tenant: string,
  fields: readonly FormField[],
  values: Record<string, string>,
  choicesSource: SourceState | undefined,
) {
  const choiceItems = choicesSource ? paginated<Record<string, unknown>>(choicesSource).data : undefined;
  const lookupFields = fields.filter((field) => field.choicesFrom?.source);
  const lookups = useQueries({
    queries: lookupFields.map((field) => sourceQueryOptions(api, lookupBinding(field, values)!, tenant)),
  });
  return (name: string): { data: unknown; state: ChoicesState } => {
    const index = lookupFields.findIndex((field) => field.name === name);
    if (index < 0) return { data: choiceItems, state: {} };
    const field = lookupFields[index]!;
    const result = lookups[index]!;
    const waiting = referencedFields(field).find((ref) => !values[ref] || values[ref] === OTHER_CHOICE);
    const label = fields.find((other) => other.name === waiting)?.label;
    return { data: result.data, state: { waitingFor: label, loading: result.isFetching, failed: result.isError, retry: () => void result.refetch() } };
  };
}
