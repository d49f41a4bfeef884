import { BaiduFileExpiredError, BaiduUnreachableError } from './client';
import { BaiduCallError, baiduStatus, type BaiduChannel, type BaiduClient } from './protocol';

/**
 * How a call to the provider ended (docs/operations.md#metrics): answered in full or in part (some elements
 * refused), refused (the call, or the credentials), a report file whose address expired, the provider not
 * reached after every retry, or a failure of the server's own.
 */
export type ProviderCallOutcome = 'ok' | 'partly_refused' | 'refused' | 'expired' | 'unreachable' | 'failed';

function outcomeOf(error: unknown): ProviderCallOutcome {
  if (error instanceof BaiduCallError) return 'refused';
  if (error instanceof BaiduFileExpiredError) return 'expired';
  if (error instanceof BaiduUnreachableError) return 'unreachable';
  return 'failed';
}

/** A client that tells the outcome of each call (`service/method`) and report file download (`download`). */
export function tellingOutcomes(
  client: BaiduClient,
  tell: (method: string, outcome: ProviderCallOutcome) => void,
): BaiduClient {
  async function told<T>(method: string, call: Promise<T>, outcome: (answer: T) => ProviderCallOutcome) {
    try {
      const answer = await call;
      tell(method, outcome(answer));
      return answer;
    } catch (error) {
      tell(method, outcomeOf(error));
      throw error;
    }
  }
  return {
    userName: client.userName,
    call: <Row>(channel: BaiduChannel, service: string, method: string, body: object) =>
      told(`${service}/${method}`, client.call<Row>(channel, service, method, body), (result) =>
        result.status === baiduStatus.partlyFailed ? 'partly_refused' : 'ok',
      ),
    download: (url) => told('download', client.download(url), () => 'ok'),
  };
}
