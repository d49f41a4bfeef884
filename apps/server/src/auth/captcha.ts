import { createHash, randomInt, randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { captchaLifetimeMs, type Captcha } from '@adconsole/api-client/contract';
import type { EntityStore } from '../stores/entity-store';

/** svg-captcha draws text as outlined paths with noise, so the answer is not in the SVG as text. */
const drawCaptcha = createRequire(import.meta.url)('svg-captcha') as (
  text: string,
  options: Record<string, unknown>,
) => string;

/** Letters and digits that cannot be mistaken for one another (no 0/O, 1/l/I). */
const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789';
const codeLength = 4;

/** A random captcha answer drawn with a cryptographic generator. */
export function randomCaptchaText(): string {
  return Array.from({ length: codeLength }, () => alphabet[randomInt(alphabet.length)]).join('');
}

/** The answer is compared without regard to case, as people read the picture. */
const answerHash = (answer: string) => createHash('sha256').update(answer.trim().toLowerCase()).digest('hex');

export function captchaPicture(text: string): string {
  const svg = drawCaptcha(text, {
    width: 120,
    height: 40,
    fontSize: 46,
    noise: 3,
    color: true,
    background: '#f4f4fb',
  });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/**
 * Issues a captcha: only the hash of its answer is kept, until it expires two minutes later. `testCode`
 * (CAPTCHA_TEST_CODE, tests only) fixes the answer.
 */
export async function issueCaptcha(store: EntityStore, now: number, testCode?: string): Promise<Captcha> {
  const text = testCode ?? randomCaptchaText();
  const uuid = randomUUID();
  await store.db.deleteFrom('captchas').where('expires_at', '<=', now).execute();
  await store.db
    .insertInto('captchas')
    .values({ uuid, answer_hash: answerHash(text), expires_at: now + captchaLifetimeMs })
    .execute();
  return { uuid, img: captchaPicture(text) };
}

/**
 * Uses up a captcha, right or wrong: one picture, one try. Answers `expired` for an unknown, used or
 * expired uuid and `wrong` for a wrong answer.
 */
export async function consumeCaptcha(
  store: EntityStore,
  uuid: string,
  answer: string,
  now: number,
): Promise<'ok' | 'expired' | 'wrong'> {
  const row = await store.db
    .deleteFrom('captchas')
    .where('uuid', '=', uuid)
    .returning(['answer_hash', 'expires_at'])
    .executeTakeFirst();
  if (!row || Number(row.expires_at) <= now) return 'expired';
  return row.answer_hash === answerHash(answer) ? 'ok' : 'wrong';
}
