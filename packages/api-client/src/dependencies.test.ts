import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * What installing the client installs (docs/architecture.md#layers-and-packages): the packages of the
 * workspace its `dependencies` reach, read from their manifests, so a new dependency that pulls a UI kit in
 * fails here.
 */
const packagesDir = join(import.meta.dirname, '../..');
const manifests = new Map<string, { dependencies?: Record<string, string> }>(
  readdirSync(packagesDir).flatMap((folder) => {
    try {
      const manifest = JSON.parse(readFileSync(join(packagesDir, folder, 'package.json'), 'utf8'));
      return [[manifest.name as string, manifest]];
    } catch {
      return [];
    }
  }),
);

function installed(name: string, seen = new Set<string>()): Set<string> {
  for (const dependency of Object.keys(manifests.get(name)?.dependencies ?? {})) {
    if (seen.has(dependency)) continue;
    seen.add(dependency);
    installed(dependency, seen);
  }
  return seen;
}

describe('installing @adconsole/api-client', () => {
  it('installs the pure rules and the texts, and no UI kit, editor, picker or React', () => {
    const closure = installed('@adconsole/api-client');
    expect([...closure].filter((name) => name.startsWith('@adconsole/')).sort()).toEqual([
      '@adconsole/date-range-rules',
      '@adconsole/draft-rules',
      '@adconsole/i18n',
    ]);
    expect(closure.has('react')).toBe(false);
  });
});
