import { afterAll } from 'vitest';
import { openEntityStore } from '../stores/entity-store';
import { freshEntityLocation } from './test-app';
import { entityTables } from '../entity-tables';

/**
 * Two entity stores opened on one fresh database, standing for two server processes (on PostgreSQL two pools,
 * on SQLite two connections to one file; docs/architecture.md#work-across-processes): what one does, the other
 * must see. Both are closed and the database removed after the test file.
 */
export async function twoProcessStores() {
  const location = await freshEntityLocation();
  const one = await openEntityStore(location, entityTables);
  const other = await openEntityStore(location, entityTables);
  afterAll(async () => {
    await one.close();
    await other.close();
    await location.remove();
  });
  return { location, one, other };
}
