import type { DeclaredTable } from './table-schema';

/**
 * The Kysely types of the entity store (docs/architecture.md#entity-store). Each feature declares its tables
 * beside its code and adds them here by declaration merging (`declare module '…/stores/entity-schema'`), so
 * the store types every query without importing a feature; `entity-tables.ts` gathers the declarations for
 * the migrations. Money is integer fen; times are epoch milliseconds; flags are 0 and 1; JSON is text. Never
 * change what a shipped migration created: a change is a new migration, and a column it adds names it
 * (`addedIn`).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- empty on purpose: each <feature>-tables.ts extends it by declaration merging
export interface EntityDatabase {}

export type EntityTableName = keyof EntityDatabase;

/** The declarations of every table of the store, by name: what the migrations create them from. */
export type EntityTables = { readonly [Name in EntityTableName]: DeclaredTable };
