/**
 * SQL pieces of the sandbox generator. Every random choice is a hash of the account's seed and the thing
 * chosen for, so the same account always gets the same data, whichever day or order it is generated in.
 */

/**
 * The account's seed, its account number hashed (`seedQuery`), bound as a parameter rather than named in a
 * `WITH`: older ClickHouse servers do not see a `WITH` name inside subqueries
 * (docs/architecture.md#clickhouse-server-fact-store).
 */
export const seed = '{seed:UInt64}';
/** The seed of `{accountNo:String}`, as text: above 2^53, it would not survive a JSON number. */
export const seedQuery = 'SELECT toString(cityHash64({accountNo:String})) AS seed';

/** A uniform number in [0, 1) drawn for `tag` and the given SQL expressions. */
export function uniform(tag: string, ...args: string[]): string {
  return `(cityHash64(${seed}, '${tag}', ${args.join(', ')}) % 1000003) / 1000003.0`;
}

/** About normally distributed (mean 0, deviation 1): the sum of three uniforms, rescaled. */
export function normal(tag: string, ...args: string[]): string {
  return `((${uniform(`${tag} a`, ...args)} + ${uniform(`${tag} b`, ...args)} + ${uniform(`${tag} c`, ...args)}) - 1.5) * 2`;
}

/** One element of an `Array(String)` parameter, chosen for `tag` and the expressions. */
export function pick(param: string, tag: string, ...args: string[]): string {
  const array = `{${param}:Array(String)}`;
  return `arrayElement(${array}, 1 + cityHash64(${seed}, '${tag}', ${args.join(', ')}) % length(${array}))`;
}

/**
 * A copy template with `{product}` and `{brand}` filled in. The product (a column) goes between the pieces
 * around each `{product}`, handed to the lambda as an array rather than named in it: older ClickHouse servers
 * replace only with a constant and lose columns named inside lambdas here
 * (docs/architecture.md#clickhouse-server-fact-store).
 */
export function fill(template: string, product: string): string {
  const pieces = `splitByString('{product}', ${template})`;
  const filled = `arrayStringConcat(arrayMap((piece, i, p) -> if(i = 1, piece, concat(p, piece)), ${pieces},
    arrayEnumerate(${pieces}), replicate(${product}, ${pieces})))`;
  return `replaceAll(${filled}, '{brand}', {brand:String})`;
}

/**
 * Rounds at random, up with the probability of the fraction: small expected counts become the occasional 1
 * rather than always 0, and sums stay unbiased.
 */
export function randomRound(value: string, tag: string, ...args: string[]): string {
  return `toUInt32(floor(${value} + ${uniform(tag, ...args)}))`;
}

/** A quality code 0–3 (data accumulating, below average, average, above average), mostly average. */
export function qualityCode(tag: string, id: string): string {
  const u = uniform(tag, id);
  return `multiIf(${u} < 0.08, 0, ${u} < 0.3, 1, ${u} < 0.75, 2, 3)`;
}

/** Status 1 (paused) for about one in `oneIn`, else 0 (active). */
export function status(tag: string, id: string, oneIn: number): string {
  return `if(cityHash64(${seed}, '${tag}', ${id}) % ${oneIn} = 0, 1, 0)`;
}

/** The day's share of traffic: weekday habit, a yearly season and the day's own luck. */
export function dayFactor(weekdayParam: string, date: string): string {
  return `arrayElement({${weekdayParam}:Array(Float64)}, toDayOfWeek(${date}))
    * (1 + 0.12 * sin(2 * pi() * (toDayOfYear(${date}) + ${seed} % 365) / 365.25))
    * exp(0.08 * ${normal('day', date)})`;
}
