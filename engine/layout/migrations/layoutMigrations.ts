import type { LayoutMigration } from "./LayoutMigration.js";
import { mediaRelativeToBase } from "./mediaRelativeToBase.js";

/**
 * Every layout format step, in order: the migration at index i upgrades format i + 1 to i + 2. A
 * change to the format adds one entry here (with a test that upgrades a file of the old format) and
 * raises LAYOUT_FORMAT in schemas/layout.ts, which a unit test keeps in step with this list.
 */
export const layoutMigrations: readonly LayoutMigration[] = [mediaRelativeToBase];
