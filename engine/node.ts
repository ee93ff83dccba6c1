// The engine's server-side surface: what needs Node's file system or crypto. The layout store (reading
// and watching tenants/), the precompiled layout validator, and minting app tokens. The browser never
// imports it; the isomorphic core is engine/index.ts.
export { encryptAppToken, resolveAppTokenKey } from "./appToken/nodeCrypto.js";
export { appTokenSetCookies, parseAppTokenKey } from "./appToken/protocol.js";
export { createLayoutStore, type FileUpgrade, type LayoutStore, loadLayoutFiles } from "./layout/createLayoutStore.js";
export { LAYOUT_VALIDATOR_FILE, loadLayoutValidator } from "./layout/loadLayoutValidator.js";
export { LAYOUT_CHECKS_FILE, rememberedSchemaCheck } from "./layout/rememberedSchemaCheck.js";
export { layoutStandaloneCode } from "./tooling/layoutStandaloneCode.js";
export { layoutRootOf, listLayoutFiles } from "./layout/layoutFiles.js";
