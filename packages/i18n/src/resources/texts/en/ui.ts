/** The ui kit's own texts (callers pass their own labels for everything else). */
export const ui = {
  close: 'Close',
  confirm: 'Confirm',
  cancel: 'Cancel',
  loading: 'Loading…',
  selectPlaceholder: 'Please select',
  breadcrumb: 'Breadcrumb',
  /** A refused save's field that its form does not show (docs/requirements.md#error-codes). */
  refusedField: '{{field}}: {{message}}',
  toast: {
    label: 'Notification',
    region: 'Notifications ({{hotkey}})',
    error: 'Error',
    success: 'Success',
    info: 'Information',
  },
  pagination: {
    label: 'Pagination',
    total: 'Total {{total}}',
    pageSize: 'Rows per page',
    perPage: '{{size}} / page',
    previous: 'Previous page',
    next: 'Next page',
    page: 'Page {{page}}',
    goTo: 'Go to page',
  },
  table: {
    empty: 'No data',
    error: 'The list could not be loaded.',
    retry: 'Try again',
    scrolls: '(scrolls sideways)',
  },
};
