import { VisuallyHidden } from "@mantine/core";
import type { SourceState } from "../../engine/index.js";
import { useHeadingOrder } from "../../engine/react.js";

/**
 * A detail block titles its page with its record's name. While the record is missing (loading, or its
 * source failed) the page still has that heading, naming what it shows ("Kelas"), for screen readers.
 */
export function MissingRecordHeading({ state, label }: { state: SourceState; label: string }) {
  const order = useHeadingOrder()();
  if (state.data !== undefined) return null;
  return <VisuallyHidden component={`h${order}`}>{label.charAt(0).toUpperCase() + label.slice(1)}</VisuallyHidden>;
}
