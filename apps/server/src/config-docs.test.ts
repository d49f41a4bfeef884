import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { settings } from './config';
import { readmeSettingsTable, settingsTable } from './config-docs';
import { sourceServer } from './testing/server-process';

const scratch = mkdtempSync(path.join(tmpdir(), 'adconsole-config-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The server started from the sources with `args`, run to its end. */
function runServer(args: string[], env: Record<string, string>) {
  return spawnSync(sourceServer.command, [...sourceServer.args, ...args], {
    cwd: sourceServer.cwd,
    env: { ...process.env, DATA_DIR: path.join(scratch, 'data'), ...env },
    encoding: 'utf8',
  });
}

describe('the list of settings for the operator', () => {
  it("is README's table of environment variables: npm run env-table -w @adconsole/server writes it", () => {
    expect(readmeSettingsTable()).toBe(settingsTable());
    expect(settingsTable()).toContain(
      '| `SHUTDOWN_TIMEOUT_MS` | 10000 | How long SIGTERM waits for the requests in flight before the stores close. |',
    );
  });

  it('stops a start with a wrong setting with one line naming it, before any store opens', () => {
    const run = runServer([], { PORT: 'abc' });
    expect(run.status).toBe(1);
    expect(run.stderr).toBe('adconsole cannot start: PORT must be a port number (0 to 65535), not "abc"\n');
    expect(existsSync(path.join(scratch, 'data'))).toBe(false);
  });

  it('prints every setting with its default on --help and ends without opening a store', () => {
    const run = runServer(['--help'], {});
    expect(run.status).toBe(0);
    const listed = run.stdout
      .split('\n')
      .flatMap((line) => /^ {2}([A-Z_]+) \(default: /.exec(line)?.[1] ?? []);
    expect(listed).toEqual(Object.keys(settings));
    expect(listed).toContain('OUTBOUND_ALLOW_HOSTS');
    expect(run.stdout).toContain('  PORT (default: 8080)\n      the port the server listens on\n');
    expect(existsSync(path.join(scratch, 'data'))).toBe(false);
  });
});
