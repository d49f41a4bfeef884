import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Vitest's global setup of the server's tests: a folder for the stores a new server leaves, which test apps
 * start on copies of (`startTestApp`, docs/architecture.md#the-test-run), removed when the run ends. Its path
 * reaches the test processes in `TEST_STARTED_STORES_DIR`; without it, every test app builds its stores.
 */
export default function setup() {
  const dir = mkdtempSync(path.join(tmpdir(), 'adconsole-started-stores-'));
  process.env.TEST_STARTED_STORES_DIR = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
