import { within } from 'storybook/test';

/** The table (role table) inside a story's canvas. */
export function getTable(root: HTMLElement): HTMLElement {
  return within(root).getByRole('table');
}

export function headerTitles(table: HTMLElement): string[] {
  return within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent ?? '');
}

/** The rendered data rows (the virtual ones in view), in display order. */
export function bodyRows(table: HTMLElement): HTMLElement[] {
  const body = table.querySelector<HTMLElement>('.rt-body');
  return body ? within(body).queryAllByRole('row') : [];
}

/** The texts of one column's rendered data cells, found by its header title. */
export function columnTexts(table: HTMLElement, title: string): string[] {
  const index = headerTitles(table).indexOf(title);
  if (index < 0) throw new Error(`no column titled ${title}`);
  return bodyRows(table).map((row) => within(row).getAllByRole('cell')[index]!.textContent ?? '');
}

/** The summary row's cell texts, in column order. */
export function summaryTexts(table: HTMLElement): string[] {
  const foot = table.querySelector<HTMLElement>('.rt-foot');
  if (!foot) throw new Error('no summary row');
  return within(foot)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
}

/** The colour a theme token resolves to here, as a computed style gives it (`rgb(…)`). */
export function tokenColor(host: HTMLElement, token: string): string {
  const probe = document.createElement('span');
  probe.style.color = `var(${token})`;
  host.append(probe);
  const color = getComputedStyle(probe).color;
  probe.remove();
  return color;
}
