import { readConfig } from "./config.js";
import { createPlatformServer } from "./createPlatformServer.js";
import { listenUntilSignal } from "./listenUntilSignal.js";

// The platform on its own: render nodes reach it at PLATFORM_URL and prove their calls with PLATFORM_SECRET.
if (!process.env.PLATFORM_SECRET) {
  console.error("npm run platform: set PLATFORM_SECRET (16 characters or more), the same value as on every render node");
  process.exit(1);
}
const config = readConfig();
await listenUntilSignal(await createPlatformServer(config), config);
