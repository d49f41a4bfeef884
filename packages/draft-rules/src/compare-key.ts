/**
 * What two names or keywords of a draft are compared by when a repeat is looked for
 * (docs/requirements.md#ad-drafts): the trimmed text with ASCII letters in lower case. One rule for campaign
 * names in a draft, unit names in a campaign and keywords in a unit; other letters (full-width, accented)
 * keep their case.
 */
export function compareKey(text: string): string {
  return text.trim().replace(/[A-Z]/g, (letter) => letter.toLowerCase());
}
