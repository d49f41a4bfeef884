/**
 * Scheduled reports as the server words them (docs/requirements.md#scheduled-reports): why a schedule is
 * refused at save, why a run was skipped or failed, and the mail each recipient reads.
 */
export const scheduledReports = {
  refused: {
    account: 'You no longer hold this account',
    path: 'This report is not one you can see for this account',
    view: 'This view is not one of yours on this account',
    viewInUse: 'Scheduled reports send this view: {{names}}. Change or delete them first',
    range: "This report's date picker cannot give this range",
    hourly: 'A weekly or monthly report cannot be sent every hour',
    rangeFits: 'These dates do not fit how often it is sent: choose one of the ranges offered',
    recipient: 'This user does not hold the account',
    noAddress: 'This user has no e-mail address yet',
  },
  reason: {
    empty: 'The report had no rows',
    error: 'The report could not be written',
    delivery: 'The mail could not be delivered to every recipient',
    noRecipients: 'None of the recipients can receive it any more',
  },
  mail: {
    subject: '{{name}}: {{report}}, {{beginDate}} to {{endDate}}',
    range: '{{beginDate}} to {{endDate}}, compared with {{previousBeginDate}} to {{previousEndDate}}',
    account: 'Account {{account}}',
    labelled: '{{label}}: {{value}}',
    totals: 'Totals',
    metric: 'Metric',
    value: 'Value',
    change: 'Change',
    topRows: 'Top rows by cost, {{beginDate}} to {{endDate}}',
    firstRows: 'First rows, {{beginDate}} to {{endDate}}',
    rowCount: '{{count}} rows in all. The attached spreadsheet holds the whole report.',
    footer: 'Sent by the scheduled report "{{name}}" of {{owner}}.',
  },
};
