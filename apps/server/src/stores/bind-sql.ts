/**
 * Binds `{name:Type}` placeholders into the SQL text as typed literals, in JavaScript, so that no fact query
 * goes through chdb's own parameter binding: the chdb binding runs every bound query of the process one at a
 * time (its engine cannot bind parameters on two connections at once), which would serialize the report calls
 * the session pool runs side by side (docs/architecture.md#fact-store-pool-and-cache,
 * docs/decisions.md#fact-queries-side-by-side).
 *
 * Safe by construction: a value becomes `accurateCast(<literal>, '<Type>')`, where the literal is a number
 * (finite, exact), a single-quoted string with every backslash, quote and control character escaped, or an
 * array of those; `accurateCast` refuses a value its type cannot hold exactly (e.g. -1 as UInt32), as the
 * engine's binding does. The type comes from our own SQL and must look like a type name.
 */
const placeholder = /\{([A-Za-z_][A-Za-z0-9_]*):([^{}]*)\}/g;
const typeName = /^[A-Za-z][A-Za-z0-9_]*(\([A-Za-z0-9_, ()]*\))?$/;

/** A string as a ClickHouse string literal: only `\`, `'` and control characters need escaping. */
export function stringLiteral(text: string): string {
  const escaped = text.replace(/[\\'\p{Cc}]/gu, (c) => {
    if (c === '\\' || c === "'") return `\\${c}`;
    const code = c.charCodeAt(0);
    // `\xHH` writes one byte: only ASCII control characters may take it; U+0080–U+009F stay as UTF-8.
    return code < 0x80 ? `\\x${code.toString(16).padStart(2, '0')}` : c;
  });
  return `'${escaped}'`;
}

function literal(value: unknown, name: string): string {
  if (typeof value === 'string') return stringLiteral(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`parameter ${name}: ${value} is not a finite number`);
    if (Number.isInteger(value) && !Number.isSafeInteger(value)) {
      throw new Error(`parameter ${name}: ${value} is beyond 2^53`);
    }
    return String(value);
  }
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (Array.isArray(value)) return `[${value.map((item) => literal(item, name)).join(', ')}]`;
  throw new Error(`parameter ${name}: a ${value === null ? 'null' : typeof value} cannot be bound`);
}

/** The SQL with each placeholder replaced by its value cast to its type; a placeholder without a value throws. */
export function bindSql(sql: string, params: Record<string, unknown> = {}): string {
  return sql.replace(placeholder, (_match, name: string, type: string) => {
    const t = type.trim();
    if (!typeName.test(t)) throw new Error(`parameter ${name}: "${t}" is not a type`);
    if (!Object.hasOwn(params, name) || params[name] === undefined) {
      throw new Error(`parameter ${name} has no value`);
    }
    return `accurateCast(${literal(params[name], name)}, '${t}')`;
  });
}
