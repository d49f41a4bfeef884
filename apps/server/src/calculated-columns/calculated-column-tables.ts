import type { MetricDirection, MetricFormat } from '@adconsole/api-client/contract';
import { bigint, id, integer, table, text, type DatabaseOf } from '../stores/table-schema';

/**
 * Calculated columns (stored under their first name, `report_metrics`: docs/decisions.md#one-name-per-feature).
 * Declared here, gathered for the migrations by `entity-tables.ts` (docs/architecture.md#entity-store).
 */
export const calculatedColumnTables = {
  /**
   * Calculated metrics (docs/requirements.md#calculated-columns): one user's, or shared with everyone by an
   * administrator; `names` the name per language as JSON, `formula` the text as typed (checked on the way in).
   */
  report_metrics: table(
    {
      id: id(),
      user_id: integer().references('users.id', 'cascade'),
      name: text(),
      names: text().defaultTo('{}'),
      formula: text(),
      format: text<MetricFormat>(),
      decimals: integer(),
      better: text<MetricDirection>(),
      shared: integer().defaultTo(0),
      created_time: bigint(),
      updated_time: bigint(),
    },
    {
      indexes: [
        { name: 'report_metrics_user', columns: ['user_id'] },
        { name: 'report_metrics_shared', columns: ['shared'] },
      ],
    },
  ),
};

declare module '../stores/entity-schema' {
  interface EntityDatabase extends DatabaseOf<typeof calculatedColumnTables> {}
}
