import { clientPasswordHash, hashStoredPassword } from './auth/passwords';
import type { EntityStore } from './stores/entity-store';

/**
 * The demo users of a fresh data folder (docs/architecture.md#data-folder) and their sandbox provider
 * accounts: one shared, one each of their own.
 */
export const demoUsers = [
  { userName: 'admin', password: 'admin123', role: 'admin', accounts: ['adc-shared-01', 'adc-admin-01'] },
  { userName: 'demo', password: 'demo123', role: 'edit', accounts: ['adc-shared-01', 'adc-demo-01'] },
] as const;

/** Customers, their companies and the companies' provider accounts (balances in fen). */
const demoCustomers = [
  {
    customer: '云上数字营销',
    companies: [
      {
        company: '云上（北京）科技有限公司',
        accounts: { 'adc-shared-01': 12_876_543, 'adc-admin-01': 5_032_100 },
      },
    ],
  },
  {
    customer: '星河教育',
    companies: [{ company: '星河（上海）教育咨询有限公司', accounts: { 'adc-demo-01': 889_000 } }],
  },
];

/** System announcements every demo user starts with (msgType 1), oldest first. */
const demoMessages = [
  {
    daysAgo: 3,
    en: 'Welcome to adconsole. Reports cover search ads and feed ads; balances arrive about 3 hours late.',
    cn: '欢迎使用 adconsole。报告涵盖搜索推广和信息流推广；余额约有 3 小时延迟。',
    tw: '歡迎使用 adconsole。報告涵蓋搜尋推廣和資訊流推廣；餘額約有 3 小時延遲。',
  },
  {
    daysAgo: 1,
    en: 'Exports now wait in the download centre until you download them.',
    cn: '导出的文件现保存在下载中心，直至您下载。',
    tw: '匯出的檔案現保存在下載中心，直至您下載。',
  },
];

const dayMs = 24 * 60 * 60 * 1000;

/** A new user's row, its password stored as login checks it: English, unfrozen; roles go to user_roles. */
export async function userRow(user: { userName: string; password: string }, now: number) {
  return {
    user_name: user.userName,
    password_hash: await hashStoredPassword(clientPasswordHash(user.password)),
    avatar: '',
    introduction: '',
    language: 2,
    frozen: 0,
    created_time: now,
  };
}

/** Seeds a fresh entity store with the demo data; the built-in roles come with the migrations. */
export async function seedDemo(store: EntityStore, now: number) {
  await store.db.transaction().execute(async (tx) => {
    const accountIds = new Map<string, number>();
    for (const { customer, companies } of demoCustomers) {
      const { id: customerId } = await tx
        .insertInto('customers')
        .values({ name: customer, created_time: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const { company, accounts } of companies) {
        const { id: companyId } = await tx
          .insertInto('companies')
          .values({ customer_id: customerId, name: company, created_time: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        for (const [accountNo, balance] of Object.entries(accounts)) {
          const { id } = await tx
            .insertInto('provider_accounts')
            .values({
              account_no: accountNo,
              provider: 'sandbox',
              balance_fen: balance,
              company_id: companyId,
              created_time: now,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          accountIds.set(accountNo, id);
        }
      }
    }
    for (const user of demoUsers) {
      const { id } = await tx
        .insertInto('users')
        .values(await userRow(user, now))
        .returning('id')
        .executeTakeFirstOrThrow();
      await tx.insertInto('user_roles').values({ user_id: id, role: user.role }).execute();
      await tx
        .insertInto('user_accounts')
        .values(user.accounts.map((no) => ({ user_id: id, account_id: accountIds.get(no)! })))
        .execute();
      await tx
        .insertInto('user_messages')
        .values(
          demoMessages.map((m) => ({
            user_id: id,
            msg_type: 1,
            introduce_cn: m.cn,
            introduce_en: m.en,
            introduce_tw: m.tw,
            created_time: now - m.daysAgo * dayMs,
          })),
        )
        .execute();
    }
  });
}
