import type { CostReportQuery, CostReportRow, ListSort } from '@adconsole/api-client/contract';
import type { EntityStore } from '../stores/entity-store';
import type { FactStore } from '../stores/fact-store';
import { reportSource } from '../reports/report-sources';
import { periodSql } from '../reports/report-sql';

export type CostSort = ListSort<'date' | 'name' | 'cost'>;

/** Newest period first, as the reports sort by default. */
export const defaultCostSort: CostSort = { sortCol: 'date', sortOrder: 'desc' };

/**
 * Each listed account's cost (fen) by period over the range, search and feed ads together: the tables and
 * periods of the account report (report-sources.ts, report-sql.ts), so a cell equals the sum of the two
 * channels' account reports of the same account, period and range. The accounts are a subquery's rows: older
 * servers take no array after IN (docs/architecture.md#clickhouse-server-fact-store).
 */
const costSql = (timeUnit: CostReportQuery['timeUnit']) => {
  const facts = (['search', 'feed'] as const).map(
    (channel) => `SELECT ${periodSql[timeUnit]('f.date')} AS period_begin, f.account_id AS account_id,
      f.cost_fen AS cost_fen FROM ${reportSource(channel, 'account').table} AS f
      WHERE f.account_id IN (SELECT arrayJoin({accountIds:Array(UInt32)})) AND f.date BETWEEN {beginDate:Date} AND {endDate:Date}`,
  );
  return `SELECT toString(period_begin) AS date, account_id AS accountId, sum(cost_fen) AS fen
    FROM (${facts.join(' UNION ALL ')}) GROUP BY period_begin, account_id`;
};

/** A provider account with the company and customer it belongs to (none when it has no company). */
type Owner = Omit<CostReportRow, 'date' | 'cost'>;

/** What a row of each grouping names of an account's owners, and the name it sorts by. */
const groupings: Record<CostReportQuery['groupBy'], (owner: Owner) => { row: Owner; name: string | null }> = {
  customer: (o) => ({
    row: { ...o, companyId: null, companyName: null, accountId: null, accountNo: null },
    name: o.customerName,
  }),
  company: (o) => ({ row: { ...o, accountId: null, accountNo: null }, name: o.companyName }),
  account: (o) => ({ row: o, name: o.accountNo }),
};

interface CostCell {
  row: Owner;
  name: string | null;
  date: string;
  fen: number;
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Names compare as text, a group without one (accounts of no company) after every named one. */
const compareNames = (a: string | null, b: string | null) =>
  a === b ? 0 : a === null ? 1 : b === null ? -1 : compareText(a, b);

/** Every way a row sorts: its period, its group's name, its cost. */
const comparators: Record<CostSort['sortCol'], (a: CostCell, b: CostCell) => number> = {
  date: (a, b) => compareText(a.date, b.date),
  name: (a, b) => compareNames(a.name, b.name),
  cost: (a, b) => a.fen - b.fen,
};

/**
 * The sort asked for (a group without a name last either way), then the newest period, the highest cost,
 * the name and the ids: every row has its one place, so paging never repeats or skips one.
 */
function compareCells({ sortCol, sortOrder }: CostSort) {
  const direction = sortOrder === 'asc' ? 1 : -1;
  const asked = (a: CostCell, b: CostCell) =>
    sortCol === 'name' && (a.name === null || b.name === null)
      ? compareNames(a.name, b.name)
      : direction * comparators[sortCol](a, b);
  const id = (a: number | null, b: number | null) => (a ?? 0) - (b ?? 0);
  return (a: CostCell, b: CostCell) =>
    asked(a, b) ||
    -comparators.date(a, b) ||
    -comparators.cost(a, b) ||
    comparators.name(a, b) ||
    id(a.row.customerId, b.row.customerId) ||
    id(a.row.companyId, b.row.companyId) ||
    id(a.row.accountId, b.row.accountId);
}

export interface CostReportResult {
  /** Every row of the range, sorted. */
  rows: CostReportRow[];
  /** Yuan, over the whole range. */
  totalCost: number;
}

/**
 * The cost report (docs/requirements.md#cost-report): the cost of every provider account of the console,
 * summed by customer, company or account and by day (yyyy-MM-dd) or month (yyyy-MM) of a checked range,
 * sorted; only periods with facts. Accounts of no company form a group of their own (no customer, no company).
 */
export async function costReport(
  entities: EntityStore,
  facts: FactStore,
  query: CostReportQuery,
  sort: CostSort = defaultCostSort,
): Promise<CostReportResult> {
  const accounts = await entities.db
    .selectFrom('provider_accounts')
    .leftJoin('companies', 'companies.id', 'provider_accounts.company_id')
    .leftJoin('customers', 'customers.id', 'companies.customer_id')
    .select([
      'provider_accounts.id as accountId',
      'provider_accounts.account_no as accountNo',
      'companies.id as companyId',
      'companies.name as companyName',
      'customers.id as customerId',
      'customers.name as customerName',
    ])
    .execute();
  if (accounts.length === 0) return { rows: [], totalCost: 0 };
  const owners = new Map(accounts.map((account) => [account.accountId, account]));
  const costs = await facts.query<{ date: string; accountId: number; fen: number }>(costSql(query.timeUnit), {
    accountIds: [...owners.keys()],
    beginDate: query.beginDate,
    endDate: query.endDate,
  });
  const cells = new Map<string, CostCell>();
  let totalFen = 0;
  for (const cost of costs) {
    const fen = Number(cost.fen);
    const date = query.timeUnit === 'month' ? cost.date.slice(0, 7) : cost.date;
    const { row, name } = groupings[query.groupBy](owners.get(Number(cost.accountId))!);
    const key = `${date}|${row.customerId}|${row.companyId}|${row.accountId}`;
    const cell = cells.get(key) ?? { row, name, date, fen: 0 };
    cell.fen += fen;
    cells.set(key, cell);
    totalFen += fen;
  }
  const rows = [...cells.values()]
    .sort(compareCells(sort))
    .map(({ row, date, fen }) => ({ date, ...row, cost: fen / 100 }));
  return { rows, totalCost: totalFen / 100 };
}
