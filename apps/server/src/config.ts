import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  consoleDir: string;
}

/** The built console, beside the server in the repository: apps/console/dist. */
const defaultConsoleDir = fileURLToPath(new URL('../../console/dist', import.meta.url));

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
  };
}
