import { endpoints, type Endpoint } from '@adconsole/api-client/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAnswering } from '../../lib/testing/answering-server';
import { BulkEditDialog, type BulkEditDialogProps } from './bulk-edit-dialog';
import {
  bidRow,
  editJob,
  raisePreview,
  sampleKeywords,
  undoJob,
  undoPreview,
} from './testing/bulk-edit-samples';
import { UndoDialog } from './undo-dialog';

const preview = raisePreview('A bid must be above 0 and at most 999.99 RMB');
const partialJob = editJob('partial', [['done'], ['failed', 'The provider refused it']]);

const ok = (data: unknown) => ({ code: 200, msg: 'Success', data });

function openDialog(props: Partial<BulkEditDialogProps>, answering: Endpoint, data: unknown) {
  const others = new Map<Endpoint, unknown>([
    [endpoints.bulkEditPreview, preview],
    [endpoints.bulkEditList, [partialJob]],
  ]);
  return renderAnswering(
    <BulkEditDialog open onClose={() => undefined} level="keyword" rows={sampleKeywords} {...props} />,
    answering,
    200,
    ok(data),
    others,
  );
}

async function choose(field: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: field }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

/** Raises the bids by 20 % with a maximum of 1.30, as the e2e's optimizer does, and previews it. */
async function raiseByPercent() {
  await choose('How', 'Raise by');
  await choose('By', 'Percentage (%)');
  await userEvent.type(screen.getByRole('textbox', { name: 'Percentage (%)' }), '20');
  await userEvent.type(screen.getByRole('textbox', { name: 'Maximum (￥)' }), '1.30');
  await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
}

const rowOf = (name: string) => screen.getByRole('rowheader', { name }).closest('tr')!;
const cellsOf = (name: string) => [...rowOf(name).children].map((cell) => cell.textContent);

// Bulk edits with a preview, a job per row and its undo (docs/requirements.md#ad-changes).
describe('BulkEditDialog', () => {
  it('refuses what the contract refuses, beside the field and in its words, and asks the server nothing', async () => {
    const { sent } = openDialog({}, endpoints.bulkEditPreview, preview);
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(screen.getByRole('textbox', { name: 'New value (￥)' })).toHaveAccessibleDescription(
      'This field is required',
    );

    await choose('How', 'Raise by');
    await choose('By', 'Percentage (%)');
    await userEvent.type(screen.getByRole('textbox', { name: 'Percentage (%)' }), '1200');
    await userEvent.type(screen.getByRole('textbox', { name: 'Minimum (￥)' }), '2');
    await userEvent.type(screen.getByRole('textbox', { name: 'Maximum (￥)' }), '1.5');
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));

    expect(screen.getByRole('textbox', { name: 'Percentage (%)' })).toHaveAccessibleDescription(
      'Enter a percentage of at most 1000',
    );
    expect(screen.getByRole('textbox', { name: 'Maximum (￥)' })).toHaveAccessibleDescription(
      'The maximum must not be below the minimum',
    );
    await userEvent.clear(screen.getByRole('textbox', { name: 'Minimum (￥)' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Minimum (￥)' }), '0.555');
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(screen.getByRole('textbox', { name: 'Minimum (￥)' })).toHaveAccessibleDescription(
      'Enter at most two decimals Optional: no new value goes below the minimum or above the maximum.',
    );
    expect(sent).toEqual([]);
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
  });

  it('previews every row old → new, says which bound held one, why one is refused and which stay', async () => {
    const { sent } = openDialog({}, endpoints.bulkEditPreview, preview);
    expect(screen.getByRole('dialog', { name: 'Bulk edit keywords' })).toHaveAccessibleDescription(
      'Selected: 4',
    );
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();

    await raiseByPercent();

    expect(await screen.findByRole('table', { name: 'Preview: Bid' })).toBeVisible();
    expect(sent).toEqual([
      {
        accountId: 0,
        level: 'keyword',
        ids: [11, 12, 13, 14],
        edit: { field: 'bid', op: 'raise', value: 20, by: 'percent', max: 1.3 },
      },
    ]);
    expect(cellsOf('鲜花速递')).toEqual(['鲜花速递', '￥1.00', '￥1.20', '']);
    expect(cellsOf('flower delivery')).toEqual([
      'flower delivery',
      '￥1.20',
      '￥1.30',
      'Held at the maximum',
    ]);
    expect(cellsOf('同城送花')).toEqual([
      '同城送花',
      '￥0.80',
      '￥0.80',
      'Not changed: A bid must be above 0 and at most 999.99 RMB',
    ]);
    expect(cellsOf('roses')).toEqual(['roses', '￥1.30', '￥1.30', 'Unchanged']);
    expect(screen.getByRole('button', { name: 'Apply' })).toBeEnabled();

    // The preview is of the form as it was: a change asks for another.
    await userEvent.type(screen.getByRole('textbox', { name: 'Maximum (￥)' }), '5');
    expect(screen.queryByRole('table', { name: 'Preview: Bid' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
  });

  it('says a row already above the maximum of a raise stays as it is, and that the job left it so', async () => {
    const pastMax = {
      rows: [
        bidRow(11, '鲜花速递', '1.00', '1.20'),
        bidRow(12, 'flower delivery', '9.97', '9.97', {
          pastBound: 'max',
          refused: 'Already above the maximum: left as it is',
        }),
      ],
    };
    const skippedJob = editJob('done', [['done'], ['skipped', 'Already above the maximum: left as it is']]);
    renderAnswering(
      <BulkEditDialog open onClose={() => undefined} level="keyword" rows={sampleKeywords.slice(0, 2)} />,
      endpoints.bulkEditApply,
      200,
      ok({ jobId: 9 }),
      new Map<Endpoint, unknown>([
        [endpoints.bulkEditPreview, pastMax],
        [endpoints.bulkEditList, [skippedJob]],
      ]),
    );
    await raiseByPercent();

    expect(await screen.findByRole('table', { name: 'Preview: Bid' })).toBeVisible();
    expect(cellsOf('flower delivery')).toEqual([
      'flower delivery',
      '￥9.97',
      '￥9.97',
      'Already above the maximum: left as it is',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bulk edit results' });
    expect(
      await within(dialog).findByText('Done: 1 of 2 rows changed, the others left as they are.'),
    ).toHaveAttribute('role', 'status');
  });

  it('applies the edit previewed, follows its job, announces the end and lists the rows that failed', async () => {
    const { sent } = openDialog({}, endpoints.bulkEditApply, { jobId: 9 });
    await raiseByPercent();
    await userEvent.click(await screen.findByRole('button', { name: 'Apply' }));

    const dialog = await screen.findByRole('dialog', { name: 'Bulk edit results' });
    // Said by the dialog's polite live region once the job has finished.
    expect(await within(dialog).findByText('Done: 1 of 2 rows failed.')).toHaveAttribute('role', 'status');
    expect(sent).toEqual([
      {
        accountId: 0,
        level: 'keyword',
        ids: [11, 12, 13, 14],
        edit: { field: 'bid', op: 'raise', value: 20, by: 'percent', max: 1.3 },
      },
    ]);
    expect(within(dialog).getByRole('list')).toHaveTextContent('flower delivery: The provider refused it');
    expect(cellsOf('鲜花速递')).toEqual(['鲜花速递', '￥1.00', '￥1.20', 'Changed']);
    expect(cellsOf('flower delivery')).toEqual([
      'flower delivery',
      '￥1.20',
      '￥1.30',
      'FailedThe provider refused it',
    ]);
    expect(within(dialog).getByRole('progressbar', { name: 'Progress' })).toHaveAttribute(
      'aria-valuetext',
      '2 of 2 rows done',
    );

    await userEvent.click(within(dialog).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('dialog', { name: 'Undo bulk edit' })).toBeVisible();
  });

  it('pauses or enables campaigns, their status in words', async () => {
    const statusPreview = {
      rows: [
        {
          id: 5,
          level: 'campaign',
          name: '双十一',
          field: 'status',
          oldValue: 'paused',
          newValue: 'enabled',
        },
      ],
    };
    const { sent } = openDialog(
      { level: 'campaign', rows: [{ id: 5, name: '双十一' }] },
      endpoints.bulkEditPreview,
      statusPreview,
    );
    await choose('What to change', 'Status');
    await choose('New status', 'Enable');
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));

    expect(await screen.findByRole('table', { name: 'Preview: Status' })).toBeVisible();
    expect(cellsOf('双十一')).toEqual(['双十一', 'Paused', 'Enabled', '']);
    expect(sent).toEqual([
      { accountId: 0, level: 'campaign', ids: [5], edit: { field: 'status', value: 'enabled' } },
    ]);
  });
});

describe('UndoDialog', () => {
  it('previews the values going back, a row changed since refused, then undoes and shows the results', async () => {
    const onClose = vi.fn();
    const { sent } = renderAnswering(
      <UndoDialog jobId={9} onClose={onClose} />,
      endpoints.bulkEditUndo,
      200,
      ok({ jobId: 10 }),
      new Map<Endpoint, unknown>([
        [endpoints.bulkEditPreview, undoPreview()],
        [endpoints.bulkEditList, [undoJob('done')]],
      ]),
    );

    expect(await screen.findByRole('table', { name: 'Preview: Bid' })).toBeVisible();
    expect(cellsOf('鲜花速递')).toEqual(['鲜花速递', '￥1.20', '￥1.00', '']);
    expect(cellsOf('flower delivery')).toEqual([
      'flower delivery',
      '￥1.50',
      '￥1.20',
      'Not changed: Changed since the edit: left as it is',
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));

    const dialog = await screen.findByRole('dialog', { name: 'Undo results' });
    expect(await within(dialog).findByText('Done: every row changed.')).toHaveAttribute('role', 'status');
    expect(sent).toEqual([{ accountId: 0, jobId: 9 }]);
    expect(within(dialog).queryByRole('button', { name: 'Undo' })).toBeNull();
    // The footer's, beside the dialog's own close button.
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(onClose).toHaveBeenCalled();
  });
});
