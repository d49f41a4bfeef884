/**
 * The content of a creative's picture named by its address, fetched for the Baidu upload
 * (docs/baidu-provider.md#baidu-uploads). The address comes from a user, so it is fetched through the outbound
 * guard (docs/operations.md#the-outbound-guard), and what it answers is decoded against the picture rules
 * before any of it goes to the provider: the provider gets the picture as the server cleaned it, never the
 * bytes as they came.
 */
import { pictureMaxBytes } from '@adconsole/draft-rules';
import { lookup } from '@adconsole/i18n/resources';
import { guardedFetch } from '../../outbound/outbound-guard';
import { cleanPicture } from '../../pictures/picture-decoding';

/** How long a picture's address may take to answer in full. */
const pictureFetchMs = 60_000;

/**
 * The content of a creative's picture for the upload, or an error whose words are the item's detail. A
 * library picture (by id) has no reader here yet. `allowHosts` is `OUTBOUND_ALLOW_HOSTS`.
 */
export async function fetchPicture(
  picture: { url?: string; pictureId?: number },
  allowHosts: readonly string[] = [],
): Promise<Buffer> {
  if (!picture.url) throw new Error(`library picture ${picture.pictureId} has no reader of its content`);
  const answer = await guardedFetch({
    url: picture.url,
    timeoutMs: pictureFetchMs,
    maxBytes: pictureMaxBytes,
    allowHosts,
  });
  if (answer.status < 200 || answer.status > 299) {
    throw new Error(`the picture's address answered HTTP ${answer.status}`);
  }
  const decoded = await cleanPicture(answer.body);
  // The item's detail is kept and shown as it is written, in no reader's language: the rule in English.
  if ('problem' in decoded)
    throw new Error(`not a picture the rules accept: ${lookup('en', decoded.problem)}`);
  return decoded.picture.data;
}
