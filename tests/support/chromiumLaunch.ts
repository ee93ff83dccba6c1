import { chromium, type BrowserServer, type LaunchOptions } from "playwright";

/** Debian's Chromium, never a downloaded one; flags keep it off the closed network. */
export const CHROMIUM: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  headless: true,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",
  ],
};

/** One Chromium for the whole run (tests/support/globalSetup.ts), which every browser test connects to. */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer(CHROMIUM);
}
