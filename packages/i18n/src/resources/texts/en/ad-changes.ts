/**
 * Changes made at the provider from the console (docs/requirements.md#ad-changes): why a row of a negatives job,
 * a bulk edit or an undo was refused or left as it is, the fields changes name, and the two status values.
 */
export const adChanges = {
  refusal: {
    unknownObject: 'Not found in this account',
    bidOutOfRange: 'A bid must be above 0 and at most 999.99 RMB',
    bidAboveBudget: 'A bid may not be above its campaign’s daily budget',
    budgetOutOfRange: 'A daily budget must be from 50 to 10,000,000 RMB',
    wordTooLong: 'Longer than 40 bytes (a Chinese character counts as 2)',
    tooManyNegatives: 'The list already holds as many negative keywords as the provider allows',
    providerRefused: 'The provider refused it',
    providerUnreachable: 'The provider could not be reached: try again later',
    duplicate: 'Already a negative keyword here',
    duplicateOfCampaign: 'Already a negative keyword of its campaign',
    listChanged:
      'The negative keywords changed at the provider after they were read: nothing was written. Open the list again',
    changedSince: 'Changed since the edit: left as it is',
    unchanged: 'Already at this value',
    aboveMax: 'Already above the maximum: left as it is',
    belowMin: 'Already below the minimum: left as it is',
    noValue: 'Has no value to raise or lower',
    notYours: 'Only the user who made a change can undo it',
    alreadyUndone: 'This change has already been undone',
    notUndoable: 'Only a finished bulk edit can be undone',
    withDetail: '{{reason}} (the provider says: {{detail}})',
  },
  field: {
    bid: 'Bid',
    budget: 'Daily budget',
    status: 'Status',
    negativePhrase: 'Phrase negative keywords',
    negativeExact: 'Exact negative keywords',
    created: 'Created',
  },
  value: { paused: 'Paused', enabled: 'Enabled' },
};
