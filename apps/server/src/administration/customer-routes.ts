import { endpoints, responseCode, type Company, type Customer } from '@adconsole/api-client/contract';
import { providerDateTime } from '@adconsole/date-range-rules';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { recordAudit } from '../audit/audit-log';
import { Paged, registerEndpoint } from '../http/endpoint-route';
import { requestLanguage } from '../http/language';
import { ResponseError } from '../http/response-error';
import type { EntityDatabase } from '../stores/entity-schema';
import { contains, listPage, sameText } from '../stores/list-page';
import { hasChildren, refusal } from './refusal';

type Db = Kysely<EntityDatabase>;

/** Customers with their number of companies, as the list answers them. */
const customerRows = (db: Db) =>
  db
    .selectFrom('customers')
    .select((eb) => [
      'customers.id',
      'customers.name',
      'customers.created_time',
      eb
        .selectFrom('companies')
        .select(eb.fn.countAll<number>().as('count'))
        .whereRef('companies.customer_id', '=', 'customers.id')
        .as('companyCount'),
    ]);

type CustomerRow = Awaited<ReturnType<ReturnType<typeof customerRows>['executeTakeFirstOrThrow']>>;

const toCustomer = (row: CustomerRow): Customer => ({
  id: row.id,
  name: row.name,
  companyCount: Number(row.companyCount ?? 0),
  createdTime: providerDateTime(Number(row.created_time)),
});

/** Companies with their customer and number of provider accounts, as the list answers them. */
const companyRows = (db: Db) =>
  db
    .selectFrom('companies')
    .innerJoin('customers', 'customers.id', 'companies.customer_id')
    .select((eb) => [
      'companies.id',
      'companies.name',
      'companies.customer_id',
      'customers.name as customer_name',
      'companies.created_time',
      eb
        .selectFrom('provider_accounts')
        .select(eb.fn.countAll<number>().as('count'))
        .whereRef('provider_accounts.company_id', '=', 'companies.id')
        .as('accountCount'),
    ]);

type CompanyRow = Awaited<ReturnType<ReturnType<typeof companyRows>['executeTakeFirstOrThrow']>>;

const toCompany = (row: CompanyRow): Company => ({
  id: row.id,
  name: row.name,
  customerId: row.customer_id,
  customerName: row.customer_name,
  accountCount: Number(row.accountCount ?? 0),
  createdTime: providerDateTime(Number(row.created_time)),
});

/** A customer as the list shows it (what the audit log keeps before and after a write); none when gone. */
async function listedCustomer(db: Db, id: number) {
  const row = await customerRows(db).where('customers.id', '=', id).executeTakeFirst();
  return row && toCustomer(row);
}

async function listedCompany(db: Db, id: number) {
  const row = await companyRows(db).where('companies.id', '=', id).executeTakeFirst();
  return row && toCompany(row);
}

/**
 * Customers and their companies (docs/requirements.md#administration): lists with search, paging and sort;
 * create, rename and delete. Names are unique (case aside: 1400 saying so); a customer that still has
 * companies, or a company that still has provider accounts, is not deleted (400 saying why). Every write
 * and its audit entry are one transaction.
 */
export function customerRoutes(app: FastifyInstance) {
  const db = app.entities.db;

  registerEndpoint(app, endpoints.customerList, async ({ page, query }) => {
    let rows = customerRows(db);
    if (query.name) rows = rows.where(contains('customers.name', query.name));
    const answer = await listPage(rows, page, {
      id: 'customers.id',
      name: 'customers.name',
      createdTime: 'customers.created_time',
    });
    return new Paged(answer.rows.map(toCustomer), answer.page);
  });

  registerEndpoint(app, endpoints.customerSave, async (input, request) => {
    const language = requestLanguage(request);
    const id = await db.transaction().execute(async (tx) => {
      const before = input.id === undefined ? null : await listedCustomer(tx, input.id);
      if (before === undefined) throw new ResponseError(responseCode.notFound);
      let taken = tx.selectFrom('customers').select('id').where(sameText('name', input.name));
      if (input.id !== undefined) taken = taken.where('id', '<>', input.id);
      if (await taken.executeTakeFirst()) {
        throw refusal(responseCode.dataDuplication, language, 'name', 'validation.customerNameTaken');
      }
      const savedId =
        input.id ??
        (
          await tx
            .insertInto('customers')
            .values({ name: input.name, created_time: app.now() })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      if (input.id !== undefined) {
        await tx.updateTable('customers').set({ name: input.name }).where('id', '=', savedId).execute();
      }
      const after = await listedCustomer(tx, savedId);
      await recordAudit(tx, request, { entity: 'customer', entityId: savedId, before, after });
      return savedId;
    });
    return { id };
  });

  registerEndpoint(app, endpoints.customerDelete, async ({ id }, request) => {
    await db.transaction().execute(async (tx) => {
      const before = await listedCustomer(tx, id);
      if (!before) throw new ResponseError(responseCode.notFound);
      if (before.companyCount > 0)
        throw hasChildren(requestLanguage(request), 'validation.customerHasCompanies');
      await tx.deleteFrom('customers').where('id', '=', id).execute();
      await recordAudit(tx, request, { entity: 'customer', entityId: id, before, after: null });
    });
    return null;
  });

  registerEndpoint(app, endpoints.companyList, async ({ page, query }) => {
    let rows = companyRows(db);
    if (query.name) rows = rows.where(contains('companies.name', query.name));
    if (query.customerId !== undefined) rows = rows.where('companies.customer_id', '=', query.customerId);
    const answer = await listPage(rows, page, {
      id: 'companies.id',
      name: 'companies.name',
      createdTime: 'companies.created_time',
    });
    return new Paged(answer.rows.map(toCompany), answer.page);
  });

  registerEndpoint(app, endpoints.companySave, async (input, request) => {
    const language = requestLanguage(request);
    const id = await db.transaction().execute(async (tx) => {
      const before = input.id === undefined ? null : await listedCompany(tx, input.id);
      if (before === undefined) throw new ResponseError(responseCode.notFound);
      const customer = await tx
        .selectFrom('customers')
        .select('id')
        .where('id', '=', input.customerId)
        .executeTakeFirst();
      if (!customer) {
        throw refusal(responseCode.badRequest, language, 'customerId', 'validation.unknownCustomer');
      }
      let taken = tx.selectFrom('companies').select('id').where(sameText('name', input.name));
      if (input.id !== undefined) taken = taken.where('id', '<>', input.id);
      if (await taken.executeTakeFirst()) {
        throw refusal(responseCode.dataDuplication, language, 'name', 'validation.companyNameTaken');
      }
      const values = { name: input.name, customer_id: input.customerId };
      const savedId =
        input.id ??
        (
          await tx
            .insertInto('companies')
            .values({ ...values, created_time: app.now() })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      if (input.id !== undefined) {
        await tx.updateTable('companies').set(values).where('id', '=', savedId).execute();
      }
      const after = await listedCompany(tx, savedId);
      await recordAudit(tx, request, { entity: 'company', entityId: savedId, before, after });
      return savedId;
    });
    return { id };
  });

  registerEndpoint(app, endpoints.companyDelete, async ({ id }, request) => {
    await db.transaction().execute(async (tx) => {
      const before = await listedCompany(tx, id);
      if (!before) throw new ResponseError(responseCode.notFound);
      if (before.accountCount > 0)
        throw hasChildren(requestLanguage(request), 'validation.companyHasAccounts');
      await tx.deleteFrom('companies').where('id', '=', id).execute();
      await recordAudit(tx, request, { entity: 'company', entityId: id, before, after: null });
    });
    return null;
  });
}
