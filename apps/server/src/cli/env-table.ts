/**
 * `npm run env-table -w @adconsole/server`: writes README's table of environment variables from the list of
 * settings in config.ts (docs/operations.md#configuration); config-docs.test.ts fails while the two differ.
 */
import { fileURLToPath } from 'node:url';
import { readmePath, writeReadmeSettingsTable } from '../config-docs';

writeReadmeSettingsTable();
console.log(`${fileURLToPath(readmePath)}: table of environment variables written`);
