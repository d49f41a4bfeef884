import type { ColumnDefinitionBuilder, CreateTableBuilder, Generated, Kysely } from 'kysely';
import { isPostgres } from './postgres-connection';

/** The column types of the entity store, read alike by SQLite and PostgreSQL. */
export type SqlType = 'text' | 'integer' | 'bigint';

interface ColumnSpec {
  readonly sqlType: SqlType;
  readonly nullable: boolean;
  readonly defaultValue?: string | number;
  readonly id?: true;
  readonly primaryKey?: true;
  readonly unique?: true;
  readonly references?: { readonly column: string; readonly onDelete?: 'cascade' | 'set null' };
  readonly addedIn?: string;
}

/**
 * One column of a table declaration (docs/architecture.md#entity-store): its SQL type, nullability, default
 * and keys, and `T`, the value Kysely reads. A column added to a table after the migration that created it
 * names the migration that added it.
 */
export class Column<T, Nullable extends boolean = false, Defaulted extends boolean = false> {
  declare readonly value: { read: T; nullable: Nullable; defaulted: Defaulted };

  constructor(readonly spec: ColumnSpec) {}

  nullable(): Column<T, true, Defaulted> {
    return new Column({ ...this.spec, nullable: true });
  }

  defaultTo(value: T & (string | number)): Column<T, Nullable, true> {
    return new Column({ ...this.spec, defaultValue: value });
  }

  primaryKey(): Column<T, Nullable, Defaulted> {
    return new Column({ ...this.spec, primaryKey: true });
  }

  unique(): Column<T, Nullable, Defaulted> {
    return new Column({ ...this.spec, unique: true });
  }

  /** A foreign key to `table.column`; `onDelete` what a delete of the row it names does to this one. */
  references(
    column: `${string}.${string}`,
    onDelete?: 'cascade' | 'set null',
  ): Column<T, Nullable, Defaulted> {
    return new Column({ ...this.spec, references: { column, onDelete } });
  }

  addedIn(migration: string): Column<T, Nullable, Defaulted> {
    return new Column({ ...this.spec, addedIn: migration });
  }

  /**
   * The column as SQLite and PostgreSQL each take it (docs/architecture.md#postgresql-entity-store): an id is
   * `integer primary key autoincrement` on SQLite, as stores made before PostgreSQL came have it (an id is
   * never given again), and an identity column on PostgreSQL.
   */
  columnDefinition(db: Kysely<unknown>) {
    const spec = this.spec;
    return (column: ColumnDefinitionBuilder) => {
      let c = column;
      if (spec.id) {
        c = isPostgres(db) ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();
      } else if (spec.primaryKey) c = c.primaryKey();
      if (spec.references) {
        c = c.references(spec.references.column);
        if (spec.references.onDelete) c = c.onDelete(spec.references.onDelete);
      }
      if (!spec.nullable && !spec.primaryKey) c = c.notNull();
      if (spec.unique) c = c.unique();
      if (spec.defaultValue !== undefined) c = c.defaultTo(spec.defaultValue);
      return c;
    };
  }
}

export const text = <T extends string = string>() => new Column<T>({ sqlType: 'text', nullable: false });
export const integer = <T extends number = number>() =>
  new Column<T>({ sqlType: 'integer', nullable: false });
/** Times in epoch milliseconds, money in fen, sizes in bytes. */
export const bigint = () => new Column<number>({ sqlType: 'bigint', nullable: false });
/** A table's id, numbered by the store and never given again. */
export const id = () =>
  new Column<number, false, true>({ sqlType: 'integer', nullable: false, id: true, primaryKey: true });

type AnyColumn = Column<unknown, boolean, boolean>;

export interface IndexDeclaration<Name extends string> {
  name: string;
  columns: Name[];
  unique?: true;
  addedIn?: string;
}

/** A table: its columns in order, a primary key over several columns, its indexes. */
export interface TableDeclaration<Columns extends Record<string, AnyColumn>> {
  columns: Columns;
  primaryKey?: { name: string; columns: (keyof Columns & string)[] };
  indexes?: IndexDeclaration<keyof Columns & string>[];
}

/** Any declared table, as the DDL reads it. */
export interface DeclaredTable {
  columns: Record<string, AnyColumn>;
  primaryKey?: { name: string; columns: readonly string[] };
  indexes?: readonly IndexDeclaration<string>[];
}

export const table = <Columns extends Record<string, AnyColumn>>(
  columns: Columns,
  keys: Omit<TableDeclaration<Columns>, 'columns'> = {},
): TableDeclaration<Columns> => ({ columns, ...keys });

type ValueOf<C> =
  C extends Column<infer T, infer Nullable, infer Defaulted>
    ? Defaulted extends true
      ? Generated<Nullable extends true ? T | null : T>
      : Nullable extends true
        ? T | null
        : T
    : never;

/** The Kysely type of a row of declared columns: a column with a default is optional on insert. */
export type RowOf<Columns> = { [C in keyof Columns]: ValueOf<Columns[C]> };

/** The Kysely types of declared tables. */
export type DatabaseOf<Tables extends Record<string, DeclaredTable>> = {
  [Name in keyof Tables]: RowOf<Tables[Name]['columns']>;
};

async function createIndex(db: Kysely<unknown>, tableName: string, index: IndexDeclaration<string>) {
  let create = db.schema
    .createIndex(index.name)
    .on(tableName)
    .columns([...index.columns]);
  if (index.unique) create = create.unique();
  await create.execute();
}

/**
 * Creates a declared table and its indexes as the migration that created it did: without the columns and
 * indexes later migrations added.
 */
export async function createDeclaredTable(db: Kysely<unknown>, tableName: string, declared: DeclaredTable) {
  let create: CreateTableBuilder<string, string> = db.schema.createTable(tableName);
  for (const [name, column] of Object.entries(declared.columns)) {
    if (!column.spec.addedIn)
      create = create.addColumn(name, column.spec.sqlType, column.columnDefinition(db));
  }
  if (declared.primaryKey)
    create = create.addPrimaryKeyConstraint(declared.primaryKey.name, [...declared.primaryKey.columns]);
  await create.execute();
  for (const index of declared.indexes ?? []) if (!index.addedIn) await createIndex(db, tableName, index);
}

/** Adds the columns, then the indexes, that the declared tables say `migration` added. */
export async function addDeclared(
  db: Kysely<unknown>,
  tables: Record<string, DeclaredTable>,
  migration: string,
) {
  for (const [tableName, declared] of Object.entries(tables)) {
    for (const [name, column] of Object.entries(declared.columns)) {
      if (column.spec.addedIn !== migration) continue;
      await db.schema
        .alterTable(tableName)
        .addColumn(name, column.spec.sqlType, column.columnDefinition(db))
        .execute();
    }
  }
  for (const [tableName, declared] of Object.entries(tables)) {
    for (const index of declared.indexes ?? []) {
      if (index.addedIn === migration) await createIndex(db, tableName, index);
    }
  }
}
