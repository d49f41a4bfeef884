/**
 * The nginx configuration of docs/operations.md#two-processes-behind-a-proxy is one nginx accepts: `nginx -t`
 * on it, included in a main configuration of a temporary folder (its log paths moved there), when this machine
 * has nginx. None is installed for it: without one the test says it skipped.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const site = fileURLToPath(new URL('../../../../docs/nginx/adconsole.conf', import.meta.url));
const nginx = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx'].find(existsSync);

describe('docs/nginx/adconsole.conf', () => {
  const name = nginx ? 'passes `nginx -t`' : 'passes `nginx -t` (skipped: no nginx binary on this machine)';
  it.skipIf(!nginx)(name, () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'adconsole-nginx-'));
    try {
      writeFileSync(
        path.join(dir, 'adconsole.conf'),
        readFileSync(site, 'utf8').replaceAll('/var/log/nginx/', `${dir}/`),
      );
      const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
        .map((kind) => `${kind}_temp_path ${dir}/${kind};`)
        .join(' ');
      writeFileSync(
        path.join(dir, 'nginx.conf'),
        `pid ${dir}/nginx.pid; error_log ${dir}/error.log;\n` +
          `events {}\nhttp { ${temp} access_log ${dir}/access.log; include ${dir}/adconsole.conf; }\n`,
      );
      const test = spawnSync(nginx!, ['-t', '-p', dir, '-e', `${dir}/error.log`, '-c', `${dir}/nginx.conf`], {
        encoding: 'utf8',
      });
      expect(test.stderr).toContain('test is successful');
      expect(test.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
