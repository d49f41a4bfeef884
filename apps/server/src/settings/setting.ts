/**
 * One environment variable of the server and the ways to read one. Each feature declares its own beside it
 * (`<feature>-settings.ts`); `config.ts` gathers them into the one list `--help` and README print
 * (docs/operations.md#configuration).
 */
import { isIP } from 'node:net';
import path from 'node:path';

/**
 * One environment variable. `parse` gets its value (undefined when unset or empty) and throws what is wrong
 * with it as the rest of a sentence that starts with the variable's name ("must be …").
 */
export interface Setting<T> {
  /** What it is for, in one line (`--help` and README). */
  description: string;
  /** The longer explanation README adds after the line, if any. */
  details?: string;
  /** Its default as an operator reads it. */
  default: string;
  parse(value: string | undefined): T;
}

export const setting = <T>(definition: Setting<T>) => definition;

export const dayMs = 24 * 60 * 60 * 1000;

/** A shorter secret (SECRET_KEY, METRICS_TOKEN) is too easy to guess. */
const minSecretLength = 16;

/** A positive whole number, or undefined for the default. */
export const wholeNumber =
  (what: string, max = Number.MAX_SAFE_INTEGER, min = 1) =>
  (value: string | undefined) => {
    if (value === undefined) return undefined;
    const number = Number(value);
    if (!Number.isInteger(number) || number < min)
      throw new Error(`must be a whole number of ${what}, not "${value}"`);
    if (number > max) throw new Error(`must be at most ${max} ${what}, not "${value}"`);
    return number;
  };

/** A limit a minute, or undefined for the default. */
export const perMinute = (value: string | undefined) => {
  const max = wholeNumber('requests a minute')(value);
  return max === undefined ? undefined : { max, timeWindowMs: 60_000 };
};

/** Any text, or undefined when unset. */
export const text = (value: string | undefined) => value;

/** A secret to compare or derive a key from; never repeated in a message. */
export const secret = (value: string | undefined) => {
  if (value !== undefined && value.length < minSecretLength)
    throw new Error(`must have at least ${minSecretLength} characters`);
  return value;
};

/** A folder, absolute from where the server was started. */
export const folder = (fallback: string) => (value: string | undefined) => path.resolve(value ?? fallback);

/** A base URL without its trailing slashes: the client adds each path, a slash would double. */
export const baseUrl = (fallback: string) => (value: string | undefined) => {
  const url = value ?? fallback;
  if (!URL.canParse(url) || !/^https?:\/\//.test(url))
    throw new Error(`must be an http(s):// URL, not "${url}"`);
  return url.replace(/\/+$/, '');
};

/**
 * A store's URL of the `form` its `scheme` matches; it may hold a password, so a message never repeats it.
 * `unset` says where the data stays without it.
 */
export const storeUrl = (scheme: RegExp, form: string, unset: string) => (value: string | undefined) => {
  if (value === undefined) return undefined;
  if (!scheme.test(value)) throw new Error(`must be ${form} URL (${unset})`);
  if (!URL.canParse(value))
    throw new Error(`cannot be read as a URL: write ${form} URL, encoding what is not a letter or digit`);
  return value;
};

/** Entries separated by commas (blank ones left out), each of which `isEntry`; none when unset. */
export const commaList =
  (isEntry: (entry: string) => boolean, what: string) => (value: string | undefined) => {
    const entries = (value ?? '').split(',').map((entry) => entry.trim());
    const written = entries.filter((entry) => entry !== '');
    const wrong = written.find((entry) => !isEntry(entry));
    if (wrong !== undefined) throw new Error(`must be ${what} separated by commas, not "${wrong}"`);
    return written;
  };

/** `host:port`: a name, an IPv4 address or an IPv6 address in brackets, and a port. */
export function isHostAndPort(entry: string) {
  const port = /^(?:[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?|\[[0-9a-f:.]+\]):(\d{1,5})$/i.exec(entry)?.[1];
  return port !== undefined && Number(port) >= 1 && Number(port) <= 65535;
}

/** A domain name of two labels or more: `example.com`. */
export function isDomain(entry: string) {
  return /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i.test(entry);
}

/** An address, a range (`10.0.0.0/8`) or a name of ranges (`loopback`) as Fastify's `trustProxy` reads them. */
export function isProxyAddress(entry: string) {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address!);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}
