// `npm run docs`: writes docs/blocks.md, the reference of every block type, from the block contracts.
// A test fails when the file is out of date.
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { blockContracts } from "../../blocks/contracts.js";
import { blockDocsMarkdown } from "../../engine/index.js";

const target = resolve(import.meta.dirname, "../../docs/blocks.md");
writeFileSync(target, blockDocsMarkdown(blockContracts));
console.log(`wrote ${target}`);
