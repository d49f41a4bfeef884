import type { ValueUnit } from './title-info';

/** What a cell shows for a missing value (docs/requirements.md#units-and-formats). */
export const emptyText = '--';

/** True for the values a report cell shows as `--`: null, undefined, empty text, NaN. */
export function isEmptyValue(value: unknown): value is null | undefined | '' {
  return (
    value === null ||
    value === undefined ||
    value === '' ||
    (typeof value === 'number' && Number.isNaN(value))
  );
}

/**
 * Rounds half away from zero to `digits` decimals. The detour through 15 significant digits drops the
 * binary noise of the scaled value, so 1.005 rounds to 1.01 (not 1.00, as `toFixed` would give).
 */
export function roundTo(value: number, digits: number): number {
  const scale = 10 ** digits;
  const rounded = Math.round(Number((Math.abs(value) * scale).toPrecision(15))) / scale;
  return rounded === 0 ? 0 : Math.sign(value) * rounded;
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** `1234567.891, 2` → `1,234,567.89`; `trim` drops trailing zeros of the fraction (`1.50` → `1.5`). */
export function formatNumber(value: number, digits: number, trim = false): string {
  const rounded = roundTo(value, digits);
  const [whole, fixed = ''] = Math.abs(rounded).toFixed(digits).split('.');
  const fraction = trim ? fixed.replace(/0+$/, '') : fixed;
  const sign = rounded < 0 ? '-' : '';
  return `${sign}${groupThousands(whole!)}${fraction ? `.${fraction}` : ''}`;
}

interface UnitRule {
  /** The stored value is divided by this before it is shown (`/10000`: in ten thousands, 万). */
  divisor: number;
  /** Scale applied to the stored value (`%*100`: a ratio shown as a percentage). */
  factor: number;
  digits: number;
  trim: boolean;
  prefix: string;
  suffix: string;
}

const rule = (rule: Partial<UnitRule>): UnitRule => ({
  divisor: 1,
  factor: 1,
  digits: 2,
  trim: false,
  prefix: '',
  suffix: '',
  ...rule,
});

/**
 * Our reading of the units (docs/requirements.md#units-and-formats); the column title (the field's
 * `unitDesc`) says the scale.
 * - `￥`: money, thousands separators, 2 decimals: `￥1,234.50`.
 * - `￥/10000`: money in ten thousands (万元): 123456 → `￥12.35`.
 * - `%`: the value already is a percentage: 2.42 → `2.42%`.
 * - `%*100`: the value is a ratio, multiplied by 100: 0.0242 → `2.42%`.
 * - `t`: thousands separators, at most 2 decimals, trailing zeros dropped: `12,345`, `1,234.5`.
 * - `t/10000`: as `t`, in ten thousands: 123456 → `12.35`, 120000 → `12`.
 * - `t1`, `t2`: thousands separators with exactly 1 or 2 decimals.
 * - `t2/10000`: as `t2`, in ten thousands: 120000 → `12.00`.
 */
export const unitRules: Record<ValueUnit, UnitRule> = {
  '￥': rule({ prefix: '￥' }),
  '￥/10000': rule({ prefix: '￥', divisor: 10000 }),
  '%': rule({ suffix: '%' }),
  '%*100': rule({ factor: 100, suffix: '%' }),
  t: rule({ trim: true }),
  't/10000': rule({ trim: true, divisor: 10000 }),
  t1: rule({ digits: 1 }),
  t2: rule({}),
  't2/10000': rule({ divisor: 10000 }),
};

/**
 * A total rounded to 2 decimals as shown (docs/requirements.md#summary-row): in the unit's scale, so a ratio
 * shown ×100 keeps 2 decimals of its percentage (0.018333 → 1.83% → 0.0183) and an amount in ten thousands
 * keeps 2 of those.
 */
export function roundTotal(value: number, unit?: ValueUnit | null): number {
  if (!unit) return roundTo(value, 2);
  const { factor, divisor } = unitRules[unit];
  return (roundTo((value * factor) / divisor, 2) * divisor) / factor;
}

/** A number, or a numeric string as some servers send decimals; undefined for anything else. */
export function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : undefined;
  }
  return undefined;
}

/**
 * The text a cell shows for a value in a unit: `--` when empty; without a unit (or for a value that is
 * not a number) the value as it came.
 */
export function formatValue(value: unknown, unit?: ValueUnit | null): string {
  if (isEmptyValue(value)) return emptyText;
  const number = unit ? toNumber(value) : undefined;
  if (number === undefined) return String(value);
  const { divisor, factor, digits, trim, prefix, suffix } = unitRules[unit!];
  const text = formatNumber((number * factor) / divisor, digits, trim);
  return text.startsWith('-') ? `-${prefix}${text.slice(1)}${suffix}` : `${prefix}${text}${suffix}`;
}

/** How a calculated column writes its values: a ratio shown ×100 as a percentage, or yuan. */
export type CalculatedFormat = 'number' | 'percent' | 'money';

/**
 * A calculated value as its cell reads: `--` when there is none (a division by zero, a missing input);
 * money with ￥, a percentage ×100 with %, each with thousands separators and `decimals` decimals.
 */
export function formatCalculatedValue(value: unknown, format: CalculatedFormat, decimals: number): string {
  const number = toNumber(value);
  if (number === undefined) return emptyText;
  const text = formatNumber(format === 'percent' ? number * 100 : number, decimals);
  if (format === 'percent') return `${text}%`;
  if (format === 'number') return text;
  return text.startsWith('-') ? `-￥${text.slice(1)}` : `￥${text}`;
}
