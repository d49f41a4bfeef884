/**
 * Evaluates alert rules and sends what fires (docs/requirements.md#alerts). A rule fires at most once per
 * account and day: the unique firing of the day (`alert_events_once`) decides between two processes
 * evaluating at once, and only the firings kept are sent. What one pass fires goes out together: one message
 * centre entry per user and one notification per recipient, however many rules and accounts fired. Where a
 * rule stands per account moves armed → fired → cleared (armed again) as the condition comes and goes.
 */
import { createHash } from 'node:crypto';
import { providerToday } from '@adconsole/date-range-rules';
import type { AlertCheckResult } from '@adconsole/api-client/contract';
import type { Language } from '@adconsole/i18n/resources';
import type { Insertable } from 'kysely';
import type { JobRunner } from '../jobs/job-runner';
import { emailTarget } from '../notification-channels/delivery';
import type { Notifier } from '../notification-channels/notify';
import type { Providers } from '../provider/providers';
import type { EntityDatabase } from '../stores/entity-schema';
import type { EntityStore } from '../stores/entity-store';
import type { FactStore } from '../stores/fact-store';
import { findCondition, type Finding } from './alert-conditions';
import { fullHoursToday, measureAccounts, type AccountNeeds } from './alert-inputs';
import {
  heldAccounts,
  ownRule,
  stateKey,
  statesOf,
  storedRule,
  watchedAccounts,
  type StoredRule,
} from './alert-rules';
import { findingText, firingsContent, firingTexts, type FiringText } from './alert-texts';

/** How often the rules are evaluated besides after each sync (ALERT_INTERVAL_MINUTES). */
export const defaultAlertIntervalMinutes = 15;

export interface Alerts {
  /** Evaluates every enabled rule now, in one process at a time. */
  evaluateAll(): Promise<void>;
  /**
   * Evaluates one of the user's rules now and answers what it found, in `language`. A paused rule answers
   * too, but sends nothing and keeps its state: pausing means no notification (docs/operations.md#alert-rules).
   */
  check(ruleId: number, userId: number, language: Language): Promise<AlertCheckResult>;
  /**
   * Evaluates every `intervalMs` in one of the processes on the store (the job runner's schedule); the job
   * runner's close stops it.
   */
  start(intervalMs: number): void;
}

export interface AlertsOptions {
  entities: EntityStore;
  facts: FactStore;
  providers: Pick<Providers, 'accounts'>;
  notifier: Notifier;
  jobs: JobRunner;
  now(): number;
  /** `PUBLIC_URL`: the console's address its notifications link to; no link without it. */
  publicUrl?: string;
  onError(error: unknown): void;
}

/** A firing this pass kept, to be sent with the pass's others. */
interface Kept extends FiringText {
  eventId: number;
  rule: StoredRule;
  accountId: number;
  day: string;
  finding: Finding;
}

/** One rule's result for one account. */
interface Outcome {
  rule: StoredRule;
  accountId: number;
  accountNo: string;
  finding: Finding;
  fired: boolean;
}

type StateRow = Insertable<EntityDatabase['alert_states']>;

const statusKinds = new Set(['balanceZero', 'offline', 'budgetReached']);

/** What measuring the accounts of these rules takes. */
function needsOf(pairs: { rule: StoredRule; accountId: number }[]) {
  const needs = new Map<number, AccountNeeds>();
  for (const { rule, accountId } of pairs) {
    const need = needs.get(accountId) ?? { status: false, daysLeft: false, weeks: 0, yesterday: false };
    if (statusKinds.has(rule.kind)) need.status = true;
    if (rule.kind === 'balanceDaysLeft') need.daysLeft = true;
    if (rule.kind === 'metricVsBaseline') need.weeks = Math.max(need.weeks, rule.weeks);
    if (rule.kind === 'metricThreshold') need.yesterday = true;
    needs.set(accountId, need);
  }
  return needs;
}

/** The items by their key, in the order each key first came. */
function groupBy<T, K>(items: readonly T[], keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return groups;
}

export function createAlerts(options: AlertsOptions): Alerts {
  const { entities, facts, providers, notifier, jobs, now } = options;
  const db = entities.db;

  /** Keeps a firing; answers its event, or nothing when it had fired today already (another process kept it). */
  async function keep(rule: StoredRule, accountId: number, accountNo: string, finding: Finding, at: number) {
    const subject = { ruleName: rule.name, accountNo, hours: fullHoursToday(at) };
    const texts = firingTexts(rule, finding, subject);
    const day = providerToday(at);
    const inserted = await db
      .insertInto('alert_events')
      .values({
        rule_id: rule.id,
        user_id: rule.userId,
        rule_name: rule.name,
        kind: rule.kind,
        account_id: accountId,
        account_no: accountNo,
        day,
        value: finding.value === null ? null : JSON.stringify(finding.value),
        limit_value: finding.limit === null ? null : JSON.stringify(finding.limit),
        text_en: texts.en,
        text_cn: texts.cn,
        text_tw: texts.tw,
        created_time: at,
      })
      .onConflict((conflict) => conflict.columns(['rule_id', 'account_id', 'day']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return (
      inserted && {
        eventId: inserted.id,
        rule,
        ruleName: rule.name,
        accountId,
        accountNo,
        day,
        finding,
        texts,
      }
    );
  }

  /** The alerts page of the console, where a notification's reader sees the firings. */
  const link = options.publicUrl ? new URL('notification/alerts', options.publicUrl).toString() : undefined;

  /**
   * Sends what a pass kept (docs/requirements.md#alerts): per user, one message-centre entry listing every
   * firing, and one notification per recipient (a mailbox however many channels name it, a webhook or robot)
   * listing the firings of the rules that name it. Recipients with the same firings share a notification;
   * its key names the firings' events, so a pass's sends are made once.
   */
  async function send(kept: Kept[]) {
    const owners = groupBy(kept, (firing) => firing.rule.userId);
    for (const [ownerId, firings] of owners) {
      const keyOf = (part: string, of: Kept[]) =>
        `alerts:${ownerId}:${createHash('sha256')
          .update(`${of.map((firing) => firing.eventId).join(',')}:${part}`)
          .digest('hex')}`;
      const data = (of: Kept[]) => ({
        kind: 'alerts',
        ...(link ? { link } : {}),
        firings: of.map(({ eventId, rule, accountId, accountNo, day, finding }) => ({
          eventId,
          kind: rule.kind,
          ruleId: rule.id,
          ruleName: rule.name,
          accountId,
          accountNo,
          day,
          value: finding.value,
          limit: finding.limit,
          ...(finding.offlines ? { budgetOfflines: finding.offlines } : {}),
        })),
      });
      await notifier.notify({
        key: keyOf('messages', firings),
        ownerId,
        messageCentreUserIds: [ownerId],
        channelIds: [],
        content: firingsContent(firings, link),
        data: data(firings),
      });
      const channelIds = [...new Set(firings.flatMap((firing) => firing.rule.channelIds))];
      if (channelIds.length === 0) continue;
      const channels = await db
        .selectFrom('notification_channels')
        .select(['id', 'kind', 'address'])
        .where('user_id', '=', ownerId)
        .where('id', 'in', channelIds)
        .orderBy('id')
        .execute();
      // Each recipient's channels and the firings of the rules naming any of them.
      const recipients = new Map<string, { channelIds: number[]; firings: Set<Kept> }>();
      for (const channel of channels) {
        const target =
          channel.kind === 'email' && channel.address
            ? emailTarget(channel.address)
            : `channel:${channel.id}`;
        const recipient = recipients.get(target) ?? { channelIds: [], firings: new Set<Kept>() };
        recipient.channelIds.push(channel.id);
        for (const firing of firings)
          if (firing.rule.channelIds.includes(channel.id)) recipient.firings.add(firing);
        recipients.set(target, recipient);
      }
      const groups = groupBy([...recipients.values()], (recipient) =>
        firings
          .filter((firing) => recipient.firings.has(firing))
          .map((firing) => firing.eventId)
          .join(','),
      );
      for (const group of groups.values()) {
        const of = firings.filter((firing) => group[0]!.firings.has(firing));
        const groupChannels = group.flatMap((recipient) => recipient.channelIds);
        await notifier.notify({
          key: keyOf(`channels:${groupChannels.join(',')}`, of),
          ownerId,
          messageCentreUserIds: [],
          channelIds: groupChannels,
          content: firingsContent(of, link),
          data: data(of),
        });
      }
    }
  }

  /** Keeps where the rules now stand, many rows a statement and all in one transaction. */
  async function writeStates(rows: StateRow[]) {
    if (rows.length === 0) return;
    await db.transaction().execute(async (tx) => {
      for (let i = 0; i < rows.length; i += 500) {
        await tx
          .insertInto('alert_states')
          .values(rows.slice(i, i + 500))
          .onConflict((conflict) =>
            conflict.columns(['rule_id', 'account_id']).doUpdateSet((eb) => ({
              state: eb.ref('excluded.state'),
              fired_day: eb.ref('excluded.fired_day'),
              since: eb.ref('excluded.since'),
            })),
          )
          .execute();
      }
    });
  }

  /** Evaluates these rules at `at`: measures their accounts once, then moves each rule's state per account. */
  async function evaluate(rules: StoredRule[], at: number): Promise<Outcome[]> {
    const held = await heldAccounts(db, [...new Set(rules.map((rule) => rule.userId))]);
    const pairs = rules.flatMap((rule) =>
      watchedAccounts(rule, held.get(rule.userId)!).map((accountId) => ({ rule, accountId })),
    );
    if (pairs.length === 0) return [];
    const served = new Map((await providers.accounts()).map((entry) => [entry.account.id, entry]));
    const measured = await measureAccounts(facts, served, needsOf(pairs), at, (error, accountId) =>
      options.onError(new Error(`alerts could not read account ${accountId}`, { cause: error })),
    );
    const stateOf = await statesOf(
      db,
      rules.map((rule) => rule.id),
    );
    const today = providerToday(at);
    const outcomes: Outcome[] = [];
    const moves: StateRow[] = [];
    const kept: Kept[] = [];
    for (const { rule, accountId } of pairs) {
      const accountFacts = measured.get(accountId);
      const accountNo = served.get(accountId)?.account.accountNo ?? '';
      const finding: Finding = accountFacts
        ? findCondition(rule, accountFacts)
        : { holds: false, value: null, limit: null };
      if (!rule.enabled) {
        outcomes.push({ rule, accountId, accountNo, finding, fired: false });
        continue;
      }
      const state = stateOf.get(stateKey(rule.id, accountId));
      const move = (next: 'armed' | 'fired' | 'cleared', firedDay: string | null) =>
        moves.push({ rule_id: rule.id, account_id: accountId, state: next, fired_day: firedDay, since: at });
      let fired = false;
      if (finding.holds && state?.fired_day !== today) {
        const firing = await keep(rule, accountId, accountNo, finding, at);
        if (firing) kept.push(firing);
        fired = firing !== undefined;
        move('fired', today);
      } else if (!finding.holds && state?.state === 'fired' && accountFacts) {
        move('cleared', state.fired_day);
      } else if (!state) {
        move('armed', null);
      }
      outcomes.push({ rule, accountId, accountNo, finding, fired });
    }
    await writeStates(moves);
    await send(kept);
    return outcomes;
  }

  async function evaluateAll() {
    await jobs.exclusive('alert-evaluation', async () => {
      const rows = await db.selectFrom('alert_rules').selectAll().where('enabled', '=', 1).execute();
      await evaluate(rows.map(storedRule), now());
    });
  }

  return {
    evaluateAll,
    async check(ruleId, userId, language) {
      const rule = await ownRule(db, userId, ruleId);
      const outcomes = await evaluate([rule], now());
      return outcomes.map(({ accountId, accountNo, finding, fired }) => ({
        accountId,
        accountNo,
        holds: finding.holds,
        fired,
        value: finding.value,
        limit: finding.limit,
        baseline: finding.baseline ?? null,
        text: findingText(language, rule, finding, {
          ruleName: rule.name,
          accountNo,
          hours: fullHoursToday(now()),
        }),
      }));
    },
    start(intervalMs) {
      jobs.schedule('alert-evaluation-schedule', intervalMs, () => evaluateAll().catch(options.onError));
    },
  };
}
