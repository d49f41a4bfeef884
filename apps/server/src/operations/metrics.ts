import type { ChannelKind, ProviderName } from '@adconsole/api-client/contract';
import { Counter, Histogram, Registry } from 'prom-client';
import type { DeliveryOutcome } from '../notification-channels/delivery';
import type { ProviderCallOutcome } from '../provider/baidu/call-outcomes';
import type { EntityEngine } from '../stores/entity-store';
import type { FactEngineName } from '../stores/fact-store';

/** The stores whose queries are timed, and the engines each runs on. */
interface StoreEngines {
  entities: EntityEngine;
  facts: FactEngineName;
}

/**
 * What the parts of a server tell its metrics (docs/operations.md#metrics), each in its own words; the
 * series read from the stores when scraped are `store-gauges.ts`'s. A registry of its own per app, not
 * prom-client's global one: the tests build many apps in one process. The notifications tell their
 * deliveries here as the providers tell their calls.
 */
export interface Metrics {
  readonly registry: Registry;
  /** A request answered: its method, route template (or a label standing for many) and status. */
  request(method: string, route: string, status: number, seconds: number): void;
  /** Tells how long each query of `store` took (ms), with the engine it ran on. */
  storeQueries<Store extends keyof StoreEngines>(
    store: Store,
  ): (engine: StoreEngines[Store], ms: number) => void;
  /** An attempt of a job of `kind` that failed (a retry may follow, or the job is given up). */
  jobFailed(kind: string): void;
  /** A call to a provider's method (the Baidu client's `service/method`) and how it ended. */
  providerCall(provider: ProviderName, method: string, outcome: ProviderCallOutcome): void;
  /** A notification's delivery by a channel of `kind`: sent, failed for good, or to be tried again. */
  notificationDelivery(kind: ChannelKind, outcome: DeliveryOutcome): void;
  /**
   * A mutation of a fact table and the rows of the parts it went over (docs/architecture.md#fact-layout): a
   * sync replaces days without any; what is left is rare.
   */
  factMutation(table: string, rows: number): void;
}

/** Seconds; HTTP answers reach the request timeout (exports are jobs, so few take long). */
const requestBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
/** Seconds; a store query runs from a millisecond (an entity by key) to minutes (a fact sync's roll-up). */
const queryBuckets = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 60];

export function createMetrics(): Metrics {
  const registry = new Registry();
  const registers = [registry];
  const counter = <Label extends string>(name: string, help: string, labelNames: readonly Label[]) =>
    new Counter({ name, help, labelNames, registers });
  const histogram = <Label extends string>(
    name: string,
    help: string,
    labelNames: readonly Label[],
    buckets: number[],
  ) => new Histogram({ name, help, labelNames, buckets, registers });
  const requests = counter(
    'adconsole_http_requests_total',
    'HTTP requests answered, by method, route template and status',
    ['method', 'route', 'status'],
  );
  const requestSeconds = histogram(
    'adconsole_http_request_duration_seconds',
    'Time to answer an HTTP request, by method and route template',
    ['method', 'route'],
    requestBuckets,
  );
  const querySeconds = histogram(
    'adconsole_store_query_duration_seconds',
    'Time of a store query, by store and engine (fact reads answered from the cache are not queries)',
    ['store', 'engine'],
    queryBuckets,
  );
  const jobFailures = counter('adconsole_job_failures_total', 'Failed attempts of jobs, by kind', ['kind']);
  const providerCalls = counter(
    'adconsole_provider_calls_total',
    'Calls to a provider, by provider, method and outcome',
    ['provider', 'method', 'outcome'],
  );
  const notificationDeliveries = counter(
    'adconsole_notification_deliveries_total',
    'Attempts of notification deliveries, by channel kind and outcome (sent, failed for good, retried)',
    ['kind', 'outcome'],
  );
  const factMutations = counter(
    'adconsole_fact_mutations_total',
    'Mutations (ALTER TABLE … DELETE) of a fact table, by table',
    ['table'],
  );
  const factMutationRows = counter(
    'adconsole_fact_mutation_rows_total',
    'Rows of the parts fact mutations went over (and rewrote), by table',
    ['table'],
  );
  return {
    registry,
    request(method, route, status, seconds) {
      requests.inc({ method, route, status });
      requestSeconds.observe({ method, route }, seconds);
    },
    storeQueries: (store) => (engine, ms) => querySeconds.observe({ store, engine }, ms / 1000),
    jobFailed: (kind) => jobFailures.inc({ kind }),
    providerCall: (provider, method, outcome) => providerCalls.inc({ provider, method, outcome }),
    notificationDelivery: (kind, outcome) => notificationDeliveries.inc({ kind, outcome }),
    factMutation(table, rows) {
      factMutations.inc({ table });
      factMutationRows.inc({ table }, rows);
    },
  };
}
