import { recordSchemas } from "../../schemas/records/index.js";
import type { Catalogue, CatalogueEntry } from "../../schemas/catalogue/catalogue.js";
import type { BlockContract, BlockSlot } from "./BlockContract.js";
import type { ReferenceProblem } from "./checkLayoutReferences.js";
import { recordMisfits } from "./recordFits.js";
import type { LayoutRoute } from "./types.js";

/** Paginated, batch and rows envelopes carry lists of records; a generic one carries one record unless it says `list`. */
export const entryAnswersList = (entry: Pick<CatalogueEntry, "envelope" | "list">): boolean => entry.envelope !== "generic" || entry.list === true;
export const slotReadsList = (slot: BlockSlot): boolean => (slot.envelope !== undefined && slot.envelope !== "generic") || slot.list === true;

/** The answers of recordMisfits by source and slot: every layout binds the same few pairs on hundreds of routes. */
const misfitsOf = new WeakMap<CatalogueEntry, WeakMap<BlockSlot, string[]>>();

/** recordMisfits of the source's record and the slot's `record`, once per source and slot. */
function slotMisfits(entry: CatalogueEntry, slot: BlockSlot, record: NonNullable<BlockSlot["record"]>): string[] {
  let bySlot = misfitsOf.get(entry);
  if (!bySlot) misfitsOf.set(entry, (bySlot = new WeakMap()));
  let misfits = bySlot.get(slot);
  if (!misfits) bySlot.set(slot, (misfits = recordMisfits(recordSchemas[entry.record], record)));
  return misfits;
}

/** Why a source's records do not fit a read slot, as one sentence; undefined when they fit. */
export function bindingMisfit(entry: CatalogueEntry, blockType: string, slotName: string, slot: BlockSlot): string | undefined {
  if ((slot.use ?? "read") !== "read" || !slot.record) return undefined;
  const answers = entryAnswersList(entry) ? `a list of '${entry.record}' records` : `${/^[aeiou]/.test(entry.record) ? "an" : "a"} '${entry.record}' record`;
  const lead = `Source '${entry.id}' returns ${answers}, which does not fit slot '${slotName}' of block '${blockType}'`;
  if (entryAnswersList(entry) !== slotReadsList(slot)) return `${lead}: the slot reads ${slotReadsList(slot) ? "a list of records" : "one record"}`;
  const misfits = slotMisfits(entry, slot, slot.record);
  return misfits.length ? `${lead}: ${misfits.join("; ")}` : undefined;
}

/**
 * The read bindings of one route whose source's records do not fit the slot; pointers are relative to
 * the route, at the binding's `source`. Bindings of unknown blocks or sources are the schema's to report.
 */
export function checkRouteRecords(route: LayoutRoute, blocks: ReadonlyMap<string, BlockContract>, catalogue: Catalogue): ReferenceProblem[] {
  const problems: ReferenceProblem[] = [];
  (route.blocks ?? []).forEach((item, b) => {
    const block = blocks.get(item.type);
    for (const [slotName, binding] of Object.entries(item.data ?? {})) {
      const slot = block?.slots[slotName];
      const entry = catalogue.entries.find((e) => e.id === binding.source);
      if (!slot || !entry || !block) continue;
      const message = bindingMisfit(entry, block.type, slotName, slot);
      if (message) problems.push({ pointer: `/blocks/${b}/data/${slotName}/source`, message });
    }
  });
  return problems;
}
