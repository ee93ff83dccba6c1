import { readConfig } from "./config.js";
import { createServer } from "./createServer.js";
import { listenUntilSignal } from "./listenUntilSignal.js";

const config = readConfig();
await listenUntilSignal(await createServer(config), config);
