// Starts the real server (built) with the built console on a fresh data folder, for the e2e run.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const dataDir = mkdtempSync(path.join(tmpdir(), 'adconsole-e2e-'));
process.env.DATA_DIR = dataDir;
// The sandbox provider's upload takes seconds, not its default 20, so a test watches it end.
process.env.SANDBOX_UPLOAD_SECONDS ??= '3';
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));

await import('../apps/server/dist/main.js');
