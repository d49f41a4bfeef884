/**
 * Lengths as the provider counts them (docs/decisions.md#lengths-in-bytes-as-the-provider-counts): an ASCII
 * character is one byte, any other character (Chinese included) two.
 */
export function providerByteLength(text: string): number {
  let bytes = 0;
  for (const char of text) bytes += char.codePointAt(0)! < 0x80 ? 1 : 2;
  return bytes;
}
