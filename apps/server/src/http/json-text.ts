import { randomUUID } from 'node:crypto';

/**
 * JSON already written, by the fact engine, that an answer carries as it is (UTF-8 bytes, in the pieces the
 * engine wrote): a report's rows are never decoded, parsed and written again
 * (docs/architecture.md#report-answers-pass-through).
 */
export class JsonText {
  constructor(readonly pieces: readonly Buffer[]) {}
}

/** A value whose fields may be `JsonText`. */
export type WithJsonText<T> = { [K in keyof T]: T[K] | JsonText };

/** Whether an answer's data holds `JsonText` in one of its fields. */
export function holdsJsonText(data: unknown): boolean {
  return typeof data === 'object' && data !== null && Object.values(data).some((v) => v instanceof JsonText);
}

/**
 * The JSON of a value with each `JsonText` in it written as its bytes, in pieces to send one after the
 * other (the bytes are never copied): the value is written with a marker in each one's place (a random one,
 * which no string in the value holds), then split at the markers.
 */
export function jsonWithText(value: unknown): Buffer[] {
  const marker = randomUUID();
  const texts: JsonText[] = [];
  const json = JSON.stringify(value, (_key, v: unknown) =>
    v instanceof JsonText ? `${marker}:${texts.push(v) - 1}` : v,
  );
  const parts = json.split(new RegExp(`"${marker}:(\\d+)"`));
  // split keeps the captured index between the pieces of JSON around each marker.
  return parts.flatMap((part, i) => (i % 2 === 0 ? [Buffer.from(part)] : texts[Number(part)]!.pieces));
}
