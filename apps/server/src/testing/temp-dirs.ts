import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A fresh data folder under the system's temp dir. */
export function freshDataDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'adconsole-test-'));
}
