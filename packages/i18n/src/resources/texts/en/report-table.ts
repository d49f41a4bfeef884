/**
 * The report table (packages/report-table): states, summary row, quality codes, pager, custom columns, the
 * headers' column menus and resize handles.
 */
export const reportTable = {
  label: 'Report',
  total: 'Total',
  empty: 'No data',
  loading: 'Loading…',
  error: 'The report could not be loaded',
  retry: 'Retry',
  imageUnavailable: 'Image unavailable',
  quality: {
    dataAccumulating: 'Data accumulating',
    belowAverage: 'Below average',
    average: 'Average',
    aboveAverage: 'Above average',
  },
  pager: {
    navigation: 'Pages of {{label}}',
    totalCount: 'Total {{total}}',
    pageSize: 'Rows per page',
    sizeOption: '{{size}} / page',
    previous: 'Previous page',
    next: 'Next page',
    page: 'Page {{page}}',
  },
  columns: {
    button: 'Custom columns',
    moveUp: 'Move {{title}} up',
    moveDown: 'Move {{title}} down',
    reset: 'Reset',
    saveFailed: 'The column settings could not be saved',
    options: 'Column options for {{title}}',
    moveLeft: 'Move left',
    moveRight: 'Move right',
    moveFirst: 'Move to first',
    moveLast: 'Move to last',
    hide: 'Hide column',
    resize: 'Resize column {{title}}',
  },
  selection: {
    all: 'Select all rows on this page',
    row: 'Select {{label}}',
  },
};
