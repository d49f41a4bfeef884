import {
  endpoints,
  providerReports,
  responseCode,
  type ManagedProviderAccount,
  type ProviderReportSync,
  type UserRef,
} from '@adconsole/api-client/contract';
import { providerDateTime } from '@adconsole/date-range-rules';
import { lookup, type Language } from '@adconsole/i18n/resources';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { recordAudit } from '../audit/audit-log';
import { forgetSessionsOf } from '../auth/sessions';
import { Paged, registerEndpoint } from '../http/endpoint-route';
import { requestLanguage } from '../http/language';
import { ResponseError } from '../http/response-error';
import { providerFailure, syncFailureText } from '../provider/provider-failure';
import { syncedThroughOf } from '../provider/report-sync';
import type { EntityDatabase } from '../stores/entity-schema';
import type { FactStore } from '../stores/fact-store';
import { contains, listPage, sameText } from '../stores/list-page';
import { hasChildren, refusal } from './refusal';

type Db = Kysely<EntityDatabase>;

/** Provider accounts with their company and customer, as the list answers them (users apart). */
const accountRows = (db: Db) =>
  db
    .selectFrom('provider_accounts')
    .leftJoin('companies', 'companies.id', 'provider_accounts.company_id')
    .leftJoin('customers', 'customers.id', 'companies.customer_id')
    .select([
      'provider_accounts.id',
      'provider_accounts.account_no',
      'provider_accounts.channel',
      'provider_accounts.provider',
      'provider_accounts.sync_error',
      'provider_accounts.company_id',
      'provider_accounts.balance_fen',
      'provider_accounts.created_time',
      'companies.name as company_name',
      'customers.name as customer_name',
    ])
    // Whether credentials are stored, never the sealed text itself.
    .select((eb) => eb('provider_accounts.credentials', 'is not', null).as('has_credentials'));

type AccountRow = Awaited<ReturnType<ReturnType<typeof accountRows>['executeTakeFirstOrThrow']>>;

/** The users holding each of some accounts, by user name. */
async function holders(db: Db, accountIds: readonly number[]): Promise<Map<number, UserRef[]>> {
  const rows = accountIds.length
    ? await db
        .selectFrom('user_accounts')
        .innerJoin('users', 'users.id', 'user_accounts.user_id')
        .select(['user_accounts.account_id', 'users.id', 'users.user_name'])
        .where('user_accounts.account_id', 'in', accountIds)
        .orderBy('users.user_name')
        .execute()
    : [];
  const users = new Map<number, UserRef[]>();
  for (const row of rows) {
    users.set(row.account_id, [
      ...(users.get(row.account_id) ?? []),
      { id: row.id, userName: row.user_name },
    ]);
  }
  return users;
}

/**
 * Each report's sync state of some accounts, errors in the reader's language (docs/baidu-provider.md#baidu-report-sync):
 * every report of `providerReports` for a Baidu account, none for a sandbox one.
 */
async function reportSyncsOf(
  db: Db,
  accounts: readonly Pick<AccountRow, 'id' | 'provider'>[],
  language: Language,
): Promise<Map<number, ProviderReportSync[]>> {
  const ids = accounts.filter((account) => account.provider === 'baidu').map((account) => account.id);
  const rows = ids.length
    ? await db
        .selectFrom('provider_report_syncs')
        .select(['account_id', 'report', 'synced_through', 'error'])
        .where('account_id', 'in', ids)
        .execute()
    : [];
  const stored = new Map(rows.map((row) => [`${row.account_id}:${row.report}`, row]));
  return new Map(
    ids.map((id) => [
      id,
      providerReports.map((report) => {
        const row = stored.get(`${id}:${report}`);
        return {
          report,
          syncedThrough: row?.synced_through ?? null,
          error: syncFailureText(row?.error ?? null, language),
        };
      }),
    ]),
  );
}

const toAccount = (
  row: AccountRow,
  language: Language,
  syncedThrough: string | undefined,
  users: UserRef[] = [],
  reports: ProviderReportSync[] = [],
): ManagedProviderAccount => ({
  id: row.id,
  accountNo: row.account_no,
  channel: row.channel,
  provider: row.provider,
  hasCredentials: Boolean(row.has_credentials),
  syncedThrough: syncedThrough ?? null,
  syncError: syncFailureText(row.sync_error, language),
  reports,
  companyId: row.company_id,
  companyName: row.company_name,
  customerName: row.customer_name,
  balance: Number(row.balance_fen) / 100,
  users,
  createdTime: providerDateTime(Number(row.created_time)),
});

/**
 * A provider account as the list shows it (what the audit log keeps before and after a write: whether it has
 * credentials, never them).
 */
async function listedAccount(db: Db, facts: FactStore, id: number, language: Language) {
  const row = await accountRows(db).where('provider_accounts.id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const reports = (await reportSyncsOf(db, [row], language)).get(id);
  return toAccount(
    row,
    language,
    (await syncedThroughOf(facts)).get(id),
    (await holders(db, [id])).get(id),
    reports,
  );
}

/**
 * The provider's refusal of a connection test or a sync as a 400 naming `id`, its reason in the provider's
 * words inside a translated message; anything else is the server's own failure.
 */
function providerRefusal(error: unknown, language: Language): unknown {
  const failure = providerFailure(error);
  if (!failure) return error;
  const message = lookup(language, failure.key, { reason: failure.reason })!;
  return new ResponseError(responseCode.badRequest, [{ field: 'id', message }], message);
}

/**
 * The provider accounts of the console (docs/requirements.md#administration): account number, channel,
 * provider, company, balance, how far its facts reach and the users holding each. An account number already
 * there, case aside, answers 1400 with the repeated-provider-account message. A Baidu account is saved with
 * its credentials, sealed at rest and never answered (docs/baidu-provider.md); a change without
 * them keeps the stored ones, and an account keeps the provider it was added with (its facts came from it). A
 * new sandbox account's balance is computed at once, a Baidu account's comes with its first sync, which
 * starts at once. Testing an account's connection and syncing it answer the provider's refusal as a 400.
 * Deleting an account takes it from its users (and the drafts built for it); its report facts stay.
 */
export function providerAccountRoutes(app: FastifyInstance) {
  const db = app.entities.db;

  registerEndpoint(app, endpoints.providerAccountList, async ({ page, query }, request) => {
    const language = requestLanguage(request);
    let rows = accountRows(db);
    if (query.accountNo) rows = rows.where(contains('provider_accounts.account_no', query.accountNo));
    if (query.channel) rows = rows.where('provider_accounts.channel', '=', query.channel);
    if (query.companyId !== undefined)
      rows = rows.where('provider_accounts.company_id', '=', query.companyId);
    if (query.customerId !== undefined) rows = rows.where('companies.customer_id', '=', query.customerId);
    const answer = await listPage(rows, page, {
      id: 'provider_accounts.id',
      accountNo: 'provider_accounts.account_no',
      balance: 'provider_accounts.balance_fen',
      createdTime: 'provider_accounts.created_time',
    });
    const users = await holders(
      db,
      answer.rows.map((row) => row.id),
    );
    const synced = await syncedThroughOf(app.facts);
    const reports = await reportSyncsOf(db, answer.rows, language);
    return new Paged(
      answer.rows.map((row) =>
        toAccount(row, language, synced.get(row.id), users.get(row.id), reports.get(row.id)),
      ),
      answer.page,
    );
  });

  registerEndpoint(app, endpoints.providerAccountSave, async (input, request) => {
    const language = requestLanguage(request);
    const id = await db.transaction().execute(async (tx) => {
      const before = input.id === undefined ? null : await listedAccount(tx, app.facts, input.id, language);
      if (before === undefined) throw new ResponseError(responseCode.notFound);
      if (before && before.provider !== input.provider) {
        throw refusal(responseCode.badRequest, language, 'provider', 'validation.providerUnchangeable');
      }
      if (input.provider === 'sandbox' && input.credentials) {
        throw refusal(responseCode.badRequest, language, 'credentials', 'validation.credentialsForSandbox');
      }
      if (input.provider === 'baidu' && !input.credentials && !before?.hasCredentials) {
        throw refusal(responseCode.badRequest, language, 'credentials', 'validation.credentialsRequired');
      }
      if (input.companyId !== null) {
        const company = await tx
          .selectFrom('companies')
          .select('id')
          .where('id', '=', input.companyId)
          .executeTakeFirst();
        if (!company) {
          throw refusal(responseCode.badRequest, language, 'companyId', 'validation.unknownCompany');
        }
      }
      let taken = tx
        .selectFrom('provider_accounts')
        .select('id')
        .where(sameText('account_no', input.accountNo));
      if (input.id !== undefined) taken = taken.where('id', '<>', input.id);
      if (await taken.executeTakeFirst()) {
        throw refusal(
          responseCode.dataDuplication,
          language,
          'accountNo',
          'validation.providerAccountRepeated',
        );
      }
      const values = { account_no: input.accountNo, channel: input.channel, company_id: input.companyId };
      let savedId = input.id;
      if (savedId === undefined) {
        const now = app.now();
        savedId = (
          await tx
            .insertInto('provider_accounts')
            .values({ ...values, provider: input.provider, balance_fen: 0, created_time: now })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
        if (input.provider === 'sandbox') {
          const { account, provider } = await app.providers.account(savedId, tx);
          const { balanceFen } = await provider.balance(account, now);
          await tx
            .updateTable('provider_accounts')
            .set({ balance_fen: balanceFen })
            .where('id', '=', savedId)
            .execute();
        }
      } else {
        await tx.updateTable('provider_accounts').set(values).where('id', '=', savedId).execute();
      }
      if (input.credentials) {
        // Sealed for this account's id: the id is known only once the row is there.
        const sealed = app.providers.credentials.seal(savedId, input.credentials);
        await tx
          .updateTable('provider_accounts')
          .set({ credentials: sealed })
          .where('id', '=', savedId)
          .execute();
      }
      const after = await listedAccount(tx, app.facts, savedId, language);
      await recordAudit(tx, request, { entity: 'providerAccount', entityId: savedId, before, after });
      return savedId;
    });
    if (input.id === undefined || input.credentials) {
      app.reportSync.runOnce().catch((error) => app.log.error(error));
    }
    return { id };
  });

  registerEndpoint(app, endpoints.providerAccountTest, async ({ id }, request) => {
    await existingAccount(id);
    try {
      const { userName, balanceFen } = await app.providers.testConnection(id);
      return { userName, balance: balanceFen / 100 };
    } catch (error) {
      throw providerRefusal(error, requestLanguage(request));
    }
  });

  registerEndpoint(app, endpoints.providerAccountSync, async ({ id }, request) => {
    await existingAccount(id);
    try {
      return { syncedThrough: await app.reportSync.syncAccount(id) };
    } catch (error) {
      throw providerRefusal(error, requestLanguage(request));
    }
  });

  async function existingAccount(id: number) {
    const row = await db.selectFrom('provider_accounts').select('id').where('id', '=', id).executeTakeFirst();
    if (!row) throw new ResponseError(responseCode.notFound);
  }

  registerEndpoint(app, endpoints.providerAccountDelete, async ({ id }, request) => {
    const before = await db.transaction().execute(async (tx) => {
      const listed = await listedAccount(tx, app.facts, id, requestLanguage(request));
      if (!listed) throw new ResponseError(responseCode.notFound);
      // A draft is its user's work: deleting the account would take the drafts built for it along.
      const draft = await tx
        .selectFrom('drafts')
        .select('id')
        .where('account_id', '=', id)
        .executeTakeFirst();
      if (draft) throw hasChildren(requestLanguage(request), 'validation.providerAccountHasDrafts');
      await tx.deleteFrom('user_accounts').where('account_id', '=', id).execute();
      await tx.deleteFrom('provider_report_syncs').where('account_id', '=', id).execute();
      await tx.deleteFrom('provider_accounts').where('id', '=', id).execute();
      await recordAudit(tx, request, {
        entity: 'providerAccount',
        entityId: id,
        before: listed,
        after: null,
      });
      return listed;
    });
    // Its users' live sessions lose it at once (their account switch and the account rule).
    for (const user of before.users) forgetSessionsOf(app.entities, user.id);
    return null;
  });
}
