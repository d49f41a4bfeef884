import { bigint, id, integer, table, text, type DatabaseOf } from '../stores/table-schema';

/**
 * Customers and their companies (docs/requirements.md#administration).
 * Declared here, gathered for the migrations by `entity-tables.ts` (docs/architecture.md#entity-store).
 */
export const administrationTables = {
  customers: table({ id: id(), name: text().unique(), created_time: bigint() }),
  companies: table(
    {
      id: id(),
      customer_id: integer().references('customers.id', 'cascade'),
      name: text().unique(),
      created_time: bigint(),
    },
    {
      indexes: [
        { name: 'companies_customer', columns: ['customer_id'], addedIn: '0011-provider-account-channel' },
      ],
    },
  ),
};

declare module '../stores/entity-schema' {
  interface EntityDatabase extends DatabaseOf<typeof administrationTables> {}
}
