/**
 * Binds `{name:Type}` placeholders into the SQL text as typed literals, in JavaScript, so that no fact query
 * goes through chdb's own parameter binding: the chdb binding runs every bound query of the process one at a
 * time (its engine cannot bind parameters on two connections at once), which would serialize the report calls
 * the session pool runs side by side (docs/architecture.md#fact-store-pool-and-cache,
 * docs/decisions.md#fact-queries-side-by-side).
 *
 * Safe by construction: a value becomes `CAST(<literal> AS <Type>)`, where the literal is a number (finite,
 * exact), a single-quoted string with every backslash, quote and control character escaped, or an array of
 * those. The value is checked against its type here, before the engine sees it, so that a value the type cannot
 * hold exactly (e.g. -1 as UInt32) is refused as the engine's binding refuses it: `CAST` alone would wrap it,
 * and `accurateCast` is missing on older ClickHouse servers (docs/architecture.md#clickhouse-server-fact-store).
 * The type comes from our own SQL and must be one the check knows.
 */
const placeholder = /\{([A-Za-z_][A-Za-z0-9_]*):([^{}]*)\}/g;
const typeName = /^[A-Za-z][A-Za-z0-9_]*(\([A-Za-z0-9_, ()]*\))?$/;

const integerRanges: Record<string, readonly [bigint, bigint]> = {
  UInt8: [0n, 2n ** 8n - 1n],
  UInt16: [0n, 2n ** 16n - 1n],
  UInt32: [0n, 2n ** 32n - 1n],
  UInt64: [0n, 2n ** 64n - 1n],
  Int8: [-(2n ** 7n), 2n ** 7n - 1n],
  Int16: [-(2n ** 15n), 2n ** 15n - 1n],
  Int32: [-(2n ** 31n), 2n ** 31n - 1n],
  Int64: [-(2n ** 63n), 2n ** 63n - 1n],
};
const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const arrayType = /^Array\((.+)\)$/;

/** Throws unless `value` is one `type` holds exactly. */
function checkValue(value: unknown, type: string, name: string): void {
  const refuse = (): never => {
    throw new Error(`parameter ${name}: ${JSON.stringify(String(value))} is not a ${type}`);
  };
  const item = arrayType.exec(type)?.[1];
  if (item !== undefined) {
    if (!Array.isArray(value)) refuse();
    for (const element of value as unknown[]) checkValue(element, item, name);
    return;
  }
  const range = integerRanges[type];
  if (range) {
    const integer =
      typeof value === 'bigint'
        ? value
        : typeof value === 'number' && Number.isInteger(value)
          ? BigInt(value)
          : null;
    if (integer === null || integer < range[0] || integer > range[1]) refuse();
    return;
  }
  if (type === 'Float32' || type === 'Float64') {
    if (typeof value !== 'number') refuse();
    return;
  }
  if (type === 'String') {
    if (typeof value !== 'string') refuse();
    return;
  }
  if (type === 'Date') {
    if (typeof value !== 'string' || !isoDate.test(value) || Number.isNaN(Date.parse(value))) refuse();
    return;
  }
  throw new Error(`parameter ${name}: binding a ${type} is not supported`);
}

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
  if (Array.isArray(value)) return `[${value.map((item) => literal(item, name)).join(', ')}]`;
  throw new Error(`parameter ${name}: a ${value === null ? 'null' : typeof value} cannot be bound`);
}

/** What LIMIT and OFFSET read: older servers take only a number there, not an expression. */
const afterLimit = /\b(LIMIT|OFFSET)\s+$/i;

/**
 * The SQL with each placeholder replaced by its value cast to its type (a bare number after LIMIT or OFFSET,
 * checked all the same); a placeholder without a value throws.
 */
export function bindSql(sql: string, params: Record<string, unknown> = {}): string {
  return sql.replace(placeholder, (_match, name: string, type: string, offset: number) => {
    const t = type.trim();
    if (!typeName.test(t)) throw new Error(`parameter ${name}: "${t}" is not a type`);
    if (!Object.hasOwn(params, name) || params[name] === undefined) {
      throw new Error(`parameter ${name} has no value`);
    }
    checkValue(params[name], t, name);
    const value = literal(params[name], name);
    return afterLimit.test(sql.slice(0, offset)) && t in integerRanges ? value : `CAST(${value} AS ${t})`;
  });
}
