import { DEFAULT_LAYOUT } from "../../engine/index.js";
import { type FileUpgrade } from "../../engine/node.js";
import { formatProblem, type LayoutProblem } from "../../schemas/documents/LayoutProblem.js";
import { LAYOUT_FORMAT } from "../../schemas/layout.js";

export interface LayoutLog {
  error(message: string): void;
  warn(message: string): void;
  info(message: string): void;
}

/**
 * Logs what changed in the layouts since the last report: a problem once when it appears, a line
 * when it is gone, a warning when a layout is deleted or served upgraded from an older format, the
 * ready layouts when they change. A reload of one file does not repeat the rest.
 */
export function createLayoutReporter(log: LayoutLog) {
  let known = new Set<string>();
  let ready = "";
  let served: readonly string[] = [];
  let upgraded = new Set<string>();
  return (problems: readonly LayoutProblem[], ids: readonly string[], upgrades: readonly FileUpgrade[] = []): void => {
    const nowUpgraded = new Set(upgrades.map((upgrade) => `${upgrade.file}:${upgrade.from}`));
    for (const upgrade of upgrades) {
      if (upgraded.has(`${upgrade.file}:${upgrade.from}`)) continue;
      log.warn(
        `${upgrade.file} is written in layout format ${upgrade.from} and is served upgraded to format ${LAYOUT_FORMAT} (${upgrade.steps.join("; ")}); \`npm run validate -- --fix\` writes the upgrade into the file`,
      );
    }
    upgraded = nowUpgraded;
    const now = new Set(problems.map(formatProblem));
    for (const line of now) if (!known.has(line)) log.error(`invalid layout skipped: ${line}`);
    for (const line of known) if (!now.has(line)) log.info(`layout problem gone: ${line}`);
    known = now;
    const list = ids.join(", ");
    // A layout leaves the list only when its file is deleted (an invalid file keeps its last version).
    for (const id of served) {
      if (!ids.includes(id)) log.warn(`layout '${id}' is no longer served: its file was deleted; its sites fall back to '${DEFAULT_LAYOUT}'`);
    }
    served = ids;
    if (list !== ready) log.info(`layouts ready: ${list}`);
    ready = list;
  };
}
