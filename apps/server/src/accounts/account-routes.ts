import { endpoints } from '@adconsole/api-client/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../http/endpoint-route';
import { contains } from '../stores/list-page';
import { accountSpend, daysOfBalanceLeft } from './account-costs';

const yuan = (fen: number) => Math.round(Number(fen)) / 100;

/**
 * The user's provider accounts on the home dashboard: balances, yesterday's cost and follow state
 * (docs/requirements.md#home-dashboard).
 */
export function accountRoutes(app: FastifyInstance) {
  const db = app.entities.db;

  registerEndpoint(app, endpoints.accountList, async ({ query }, request) => {
    let rows = db
      .selectFrom('user_accounts')
      .innerJoin('provider_accounts as account', 'account.id', 'user_accounts.account_id')
      .leftJoin('companies', 'companies.id', 'account.company_id')
      .leftJoin('customers', 'customers.id', 'companies.customer_id')
      .select([
        'account.id as accountId',
        'account.account_no as accountNo',
        'account.provider',
        'account.balance_fen',
        'user_accounts.followed',
        'companies.name as companyName',
        'customers.name as customerName',
      ])
      .where('user_accounts.user_id', '=', request.user!.id);
    if (query?.accountNo) rows = rows.where(contains('account.account_no', query.accountNo));
    if (query?.followed !== undefined)
      rows = rows.where('user_accounts.followed', '=', query.followed ? 1 : 0);
    const accounts = await rows.orderBy('user_accounts.followed', 'desc').orderBy('account.id').execute();
    const spend = await accountSpend(
      app.facts,
      accounts.map((account) => account.accountId),
      app.now(),
    );
    return accounts.map(({ balance_fen, followed, ...account }) => ({
      ...account,
      balance: yuan(balance_fen),
      yesterdayCost: yuan(spend.get(account.accountId)!.yesterdayFen),
      daysLeft: daysOfBalanceLeft(Number(balance_fen), spend.get(account.accountId)!),
      followed: followed === 1,
    }));
  });

  registerEndpoint(app, endpoints.follow, async ({ followed }, request) => {
    await db
      .updateTable('user_accounts')
      .set({ followed: followed ? 1 : 0 })
      .where('user_id', '=', request.user!.id)
      .where('account_id', '=', request.accountId!)
      .execute();
    return null;
  });
}
