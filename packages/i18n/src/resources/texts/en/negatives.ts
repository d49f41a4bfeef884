/**
 * Search terms added as negative keywords (docs/requirements.md#ad-changes): the report's selection bar, the
 * dialog that checks and adds them, each term's result, and the tag of a term already negated.
 */
export const negatives = {
  bar: {
    label: 'Selected rows',
    selected: '{{count}} selected',
    clear: 'Clear',
    addNegatives: 'Add as negative keywords',
    bulkEdit: 'Bulk edit',
    keyHint: 'Press Enter on a selected row’s checkbox to come here.',
  },
  negated: 'Negated',
  title: 'Add as negative keywords',
  description: 'Search terms selected: {{count}}',
  level: { label: 'Add to', unit: 'Their unit', campaign: 'Their campaign' },
  matchType: { label: 'Match type', exact: 'Exact', phrase: 'Phrase' },
  checking: 'Reading the negative keyword lists ({{count}})…',
  readFailed: 'The negative keywords could not be read',
  retry: 'Retry',
  target: '{{name}}: {{phrase}}/{{phraseLimit}} phrase, {{exact}}/{{exactLimit}} exact',
  term: 'Search term',
  bytes: 'Bytes',
  check: 'Check',
  ok: 'Will be added',
  converted: 'Conversions: {{count}}',
  confirmConverted: 'Add {{term}} although it converted',
  noneToAdd:
    'None can be added as it is: confirm a converted search term above to add it anyway, or change the selection.',
  listChanged: 'The lists changed while you were adding: they have been read again. Check and add again.',
  cancel: 'Cancel',
  add: 'Add negative keywords ({{count}})',
  resultTitle: 'Negative keywords added',
  progress: '{{settled}} of {{total}} search terms done',
  finished: 'Done: {{added}} added, {{skipped}} skipped, {{failed}} failed',
  resultColumn: 'Result',
  result: { done: 'Added', skipped: 'Skipped', failed: 'Failed', pending: 'Waiting' },
  close: 'Close',
};
