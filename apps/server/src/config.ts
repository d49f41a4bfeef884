import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  consoleDir: string;
  captchaTestCode?: string;
  rateLimits: {
    login?: { max: number; timeWindowMs: number };
    captcha?: { max: number; timeWindowMs: number };
  };
}

/** The built console, beside the server in the repository: apps/console/dist. */
const defaultConsoleDir = fileURLToPath(new URL('../../console/dist', import.meta.url));

/** A per-minute limit from the environment, or undefined for the default. */
function perMinute(name: string, value: string | undefined) {
  if (value === undefined || value === '') return undefined;
  const max = Number(value);
  if (!Number.isInteger(max) || max < 1)
    throw new Error(`${name} must be a whole number of requests a minute, not "${value}"`);
  return { max, timeWindowMs: 60_000 };
}

/** Reads the server's settings from the environment; throws with a clear message on a bad value. */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, not "${env.PORT}"`);
  if (env.CAPTCHA_TEST_CODE && env.NODE_ENV === 'production') {
    throw new Error('CAPTCHA_TEST_CODE is for automated tests only and is refused when NODE_ENV=production');
  }
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    consoleDir: path.resolve(env.CONSOLE_DIR ?? defaultConsoleDir),
    captchaTestCode: env.CAPTCHA_TEST_CODE || undefined,
    rateLimits: {
      login: perMinute('LOGIN_RATE_LIMIT', env.LOGIN_RATE_LIMIT),
      captcha: perMinute('CAPTCHA_RATE_LIMIT', env.CAPTCHA_RATE_LIMIT),
    },
  };
}
