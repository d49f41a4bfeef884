/**
 * Request bodies generated from the contract's zod schemas for the security suite
 * (docs/hardening.md#security-suite): no installed generator supports zod 4, so this walks the schema.
 * `sample` aims at a body the schema accepts (each leaf is tried against its own schema); `mutate` breaks one
 * part of it (a wrong type, a hostile value, a key that names a prototype). Deterministic for a seed.
 */
import type { Schema } from '@adconsole/api-client/contract';

export type Random = () => number;

/** mulberry32: a small seeded generator, so a failing body can be made again from its seed. */
export function seeded(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

interface Def {
  type: string;
  checks?: { _zod: { def: { check: string; minimum?: number; value?: number; length?: number } } }[];
  innerType?: Schema;
  in?: Schema;
  shape?: Record<string, Schema>;
  element?: Schema;
  options?: Schema[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  items?: Schema[];
  getter?: () => Schema;
  defaultValue?: unknown;
}

const defOf = (schema: Schema) => (schema as unknown as { _zod: { def: Def } })._zod.def;

function checkValue(def: Def, name: string, key: 'minimum' | 'value' | 'length'): number | undefined {
  return def.checks?.find((c) => c._zod.def.check === name)?._zod.def[key];
}

/** The first candidate the leaf's schema accepts, else a candidate anyway (the fuzz run takes both). */
function firstAccepted(schema: Schema, random: Random, candidates: unknown[]): unknown {
  const start = Math.floor(random() * candidates.length);
  for (let i = 0; i < candidates.length; i++) {
    const candidate = candidates[(start + i) % candidates.length];
    if (schema.safeParse(candidate).success) return candidate;
  }
  return candidates[start];
}

const textCandidates = [
  '2026-10-01',
  '2026-10-31',
  'https://example.com/',
  '品牌词',
  'shoe',
  'a',
  '1',
  '00:00',
  'abc',
];

/** A value the schema (probably) accepts. */
export function sample(schema: Schema, random: Random, depth = 0): unknown {
  const def = defOf(schema);
  switch (def.type) {
    case 'string': {
      const min = checkValue(def, 'min_length', 'minimum') ?? 0;
      const length = checkValue(def, 'length_equals', 'length');
      return firstAccepted(schema, random, [
        ...textCandidates,
        'x'.repeat(Math.max(min, length ?? 1)),
        'e1b2c3d4-0000-4000-8000-000000000000',
        'a'.repeat(64).replace(/a/g, () => pick(random, ['0', 'f', '9'])),
      ]);
    }
    case 'number':
    case 'int':
    case 'bigint': {
      const min = checkValue(def, 'greater_than', 'value');
      return firstAccepted(schema, random, [
        1,
        2,
        10,
        20,
        0,
        3,
        100,
        0.5,
        ...(min === undefined ? [] : [min, min + 1]),
      ]);
    }
    case 'boolean':
      return random() < 0.5;
    case 'null':
      return null;
    case 'undefined':
    case 'void':
      return undefined;
    case 'literal':
      return pick(random, def.values!);
    case 'enum':
      return pick(random, Object.values(def.entries!));
    case 'optional':
      return random() < 0.3 || depth > 6 ? undefined : sample(def.innerType!, random, depth + 1);
    case 'nullable':
      return random() < 0.1 ? null : sample(def.innerType!, random, depth + 1);
    case 'default':
    case 'prefault':
      return random() < 0.3 ? undefined : sample(def.innerType!, random, depth + 1);
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return sample(def.innerType!, random, depth + 1);
    case 'pipe':
      return sample(def.in!, random, depth + 1);
    case 'lazy':
      return depth > 6 ? undefined : sample(def.getter!(), random, depth + 1);
    case 'union':
      return sample(pick(random, def.options!), random, depth + 1);
    case 'array': {
      const min = checkValue(def, 'min_length', 'minimum') ?? 0;
      const count = Math.max(min, depth > 4 ? 0 : 1 + Math.floor(random() * 2));
      return Array.from({ length: count }, () => sample(def.element!, random, depth + 1));
    }
    case 'tuple':
      return def.items!.map((item) => sample(item, random, depth + 1));
    case 'object': {
      const body: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(def.shape!)) {
        const generated = sample(value, random, depth + 1);
        if (generated !== undefined) body[key] = generated;
      }
      return body;
    }
    case 'record':
      return {};
    default:
      return null;
  }
}

/** Values no schema of ours expects: wrong types, hostile strings, numbers at the edges. */
export function hostileValue(random: Random): unknown {
  return pick(random, [
    null,
    true,
    -1,
    0,
    1e308,
    -0.5,
    Number.MAX_SAFE_INTEGER + 2,
    '',
    ' ',
    "' OR 1=1 --",
    '{beginDate:String}',
    '<script>alert(1)</script>',
    '../../../../etc/passwd',
    '\u0000\u202e\ud800',
    'x'.repeat(70_000),
    [],
    [[[[]]]],
    {},
    JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}'),
  ]);
}

/** A sample with one part broken: a field replaced, removed or added (a prototype key among them). */
export function mutate(body: unknown, random: Random): unknown {
  if (body === null || typeof body !== 'object' || random() < 0.1) return hostileValue(random);
  const copy: Record<string, unknown> = Array.isArray(body) ? { ...body } : { ...(body as object) };
  const keys = Object.keys(copy);
  const roll = random();
  if (roll < 0.15 && keys.length > 0) {
    delete copy[pick(random, keys)];
  } else if (roll < 0.3) {
    // defineProperty: an assignment to `__proto__` would set the prototype instead of adding a key.
    Object.defineProperty(
      copy,
      pick(random, ['__proto__', 'constructor', 'prototype', 'accountId', 'createdBy', 'userId', 'id']),
      { value: hostileValue(random), enumerable: true, writable: true, configurable: true },
    );
  } else if (keys.length > 0) {
    const key = pick(random, keys);
    copy[key] = random() < 0.5 ? mutate(copy[key], random) : hostileValue(random);
  } else {
    copy[pick(random, ['a', 'query', 'page'])] = hostileValue(random);
  }
  return copy;
}
