// Where the tests find Chromium, and how they start it: Debian's build, never a download
// (docs/decisions.md#end-to-end-tests-in-debians-chromium-no-browser-downloads).
import { existsSync } from 'node:fs';

/** Flags that keep headless Chromium off the closed network of these machines. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** `CHROMIUM_PATH`, else Debian's /usr/bin/chromium. */
export function chromiumPath() {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}

export function chromiumInstalled() {
  return existsSync(chromiumPath());
}
