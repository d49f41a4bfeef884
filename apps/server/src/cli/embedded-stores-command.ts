import { configOrRefuse, type ServerConfig } from '../config';

/** A command's one line for the operator, and it ends. */
export function fail(line: string): never {
  console.error(line);
  process.exit(1);
}

/**
 * The server's settings for `npm run backup` or `restore`, paths read from where the command was typed (npm
 * runs the script in the repository's folder). Refused with one line when DATABASE_URL or CLICKHOUSE_URL
 * names a server: those have their own tools (docs/operations.md#backup-and-restore).
 */
export function embeddedStoresConfig(command: 'backup' | 'restore'): ServerConfig {
  process.chdir(process.env.INIT_CWD ?? process.cwd());
  const config = configOrRefuse();
  if (config.databaseUrl || config.clickhouseUrl) {
    fail(
      `npm run ${command} works on the embedded stores: with DATABASE_URL or CLICKHOUSE_URL, use those ` +
        "servers' own tools (docs/operations.md#backup-and-restore).",
    );
  }
  return config;
}
