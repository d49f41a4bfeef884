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

/**
 * Debian's Chromium builds, the first installed one is used: `chromium-headless-shell` (the same Blink, without
 * the browser's window layer, which the tests never show: the e2e suite took 10% less CPU in it,
 * docs/testing.md#end-to-end-runs), else the browser `chromium`.
 */
export const debianChromiums = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];

/** `CHROMIUM_PATH`, else the first of Debian's builds installed (the headless shell when none is). */
export function chromiumPath() {
  return process.env.CHROMIUM_PATH || debianChromiums.find((path) => existsSync(path)) || debianChromiums[0];
}

export function chromiumInstalled() {
  return existsSync(chromiumPath());
}
