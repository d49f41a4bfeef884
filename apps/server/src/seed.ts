import { clientPasswordHash, hashStoredPassword } from './auth/passwords';
import type { EntityStore } from './stores/entity-store';

/** The demo users of DESIGN §8 and their sandbox provider accounts: one shared, one each of their own. */
export const demoUsers = [
  { userName: 'admin', password: 'admin123', role: 'admin', accounts: ['adc-shared-01', 'adc-admin-01'] },
  { userName: 'demo', password: 'demo123', role: 'edit', accounts: ['adc-shared-01', 'adc-demo-01'] },
] as const;

const demoBalancesFen: Record<string, number> = {
  'adc-shared-01': 12_876_543,
  'adc-admin-01': 5_032_100,
  'adc-demo-01': 889_000,
};

/** Seeds a fresh entity store. */
export async function seedDemo(store: EntityStore, now: number) {
  await store.db.transaction().execute(async (tx) => {
    const accountIds = new Map<string, number>();
    for (const [accountNo, balance] of Object.entries(demoBalancesFen)) {
      const { id } = await tx
        .insertInto('provider_accounts')
        .values({ account_no: accountNo, provider: 'sandbox', balance_fen: balance, created_time: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      accountIds.set(accountNo, id);
    }
    for (const user of demoUsers) {
      const { id } = await tx
        .insertInto('users')
        .values({
          user_name: user.userName,
          password_hash: await hashStoredPassword(clientPasswordHash(user.password)),
          avatar: '',
          introduction: '',
          role: user.role,
          language: 2,
          frozen: 0,
          failed_logins: 0,
          created_time: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await tx
        .insertInto('user_accounts')
        .values(user.accounts.map((no) => ({ user_id: id, account_id: accountIds.get(no)! })))
        .execute();
    }
  });
}
