import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { endpoints, requiredTexts } from './index';

type Path = (string | number)[];

/** Every required text of a schema, with its path in a body: a walk over objects and their wrappers. */
function requiredTextPaths(schema: z.core.$ZodType, path: Path = []): Path[] {
  if (requiredTexts.has(schema)) return [path];
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape as Record<string, z.core.$ZodType>).flatMap(([key, field]) =>
        requiredTextPaths(field, [...path, key]),
      );
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return requiredTextPaths(def.innerType as z.core.$ZodType, path);
    case 'pipe':
      return requiredTextPaths(def.in as z.core.$ZodType, path);
    case 'array':
      return requiredTextPaths(def.element as z.core.$ZodType, [...path, 0]);
    default:
      return [];
  }
}

/** A body holding `value` at `path` and nothing else. */
function bodyWith(path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  return typeof head === 'number' ? [bodyWith(rest, value)] : { [head!]: bodyWith(rest, value) };
}

const fields = Object.entries(endpoints).flatMap(([name, endpoint]) =>
  requiredTextPaths(endpoint.request as z.core.$ZodType).map((path) => ({ name, endpoint, path })),
);

describe('required texts of the contract (docs/requirements.md#administration)', () => {
  it('are found in the requests that write names, numbers and notices', () => {
    const found = fields.map(({ name, path }) => `${name}:${path.join('.')}`);
    expect(found).toEqual(
      expect.arrayContaining([
        'customerSave:name',
        'companySave:name',
        'providerAccountSave:accountNo',
        'noticeSave:introducecn',
        'login:userName',
      ]),
    );
  });

  const empty = ['', '   ', '\u3000', '\u200b', '\u200b \ufeff', '\u00a0\u2060', '\t\n', '\u202e'];
  /** A control character, bidirectional controls (override, embedding, isolate, mark) and lone surrogates. */
  const unreadable = [
    'a\u0000b',
    'a\u202eb',
    'a\u202ab',
    'a\u2066b\u2069',
    'a\u200fb',
    'a\ud800b',
    'a\udfffb',
  ];
  /** Letters of any script, and a character beyond the first plane (a surrogate pair): text. */
  const readable = ['acme', 'شركة', 'עברית', '客户😀'];
  it.each(fields.map((field) => [`${field.name}:${field.path.join('.')}`, field] as const))(
    '%s refuses a value that shows nothing, and one with a control character or a lone surrogate',
    (_name, { endpoint, path }) => {
      const key = path.join('.');
      const issuesAt = (value: string) => {
        const parsed = endpoint.request.safeParse(bodyWith(path, value));
        return parsed.success ? [] : parsed.error.issues.filter((issue) => issue.path.join('.') === key);
      };
      for (const value of empty) expect([value, issuesAt(value).length > 0]).toEqual([value, true]);
      for (const value of unreadable) {
        const messages = issuesAt(value).map((issue) => issue.message);
        expect([value, messages]).toEqual([value, ['validation.invalid']]);
      }
      for (const value of readable) expect([value, issuesAt(value)]).toEqual([value, []]);
    },
  );
});
