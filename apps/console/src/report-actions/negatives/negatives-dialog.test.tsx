import { endpoints, type Endpoint } from '@adconsole/api-client/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAnswering } from '../../lib/testing/answering-server';
import { NegativesDialog } from './negatives-dialog';
import { longTerm, negativeJob, sampleTerms, unitLists } from './testing/negative-samples';

const checkOf = (term: string) => {
  const cells = screen.getByRole('rowheader', { name: term }).closest('tr')!.children;
  return [...cells].slice(1).map((cell) => cell.textContent);
};

const lists = new Map<Endpoint, unknown>([
  [endpoints.negativeWordList, unitLists],
  [endpoints.bulkEditList, [negativeJob()]],
]);

const listCalls = (called: readonly string[]) =>
  called.filter((path) => path.endsWith('/negativeWord/list')).length;

// Search terms added as negative keywords (docs/requirements.md#ad-changes).
describe('NegativesDialog', () => {
  it('checks each term against the lists read, asks to confirm a converted one, and adds per unit', async () => {
    const { sent } = renderAnswering(
      <NegativesDialog terms={sampleTerms} onClose={() => undefined} />,
      endpoints.negativeWordAdd,
      200,
      { code: 200, msg: 'Success', data: { jobId: 5 } },
      lists,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Reading the negative keyword lists (1)…');
    expect(
      await screen.findByRole('heading', { name: '鲜花单元: 1/200 phrase, 1/200 exact' }),
    ).toBeInTheDocument();
    expect(checkOf('北京鲜花速递')).toEqual(['12', 'Will be added']);
    expect(checkOf('free flowers')).toEqual(['12', 'Already a negative keyword here']);
    expect(checkOf('花店')).toEqual(['4', 'Already a negative keyword of its campaign']);
    expect(checkOf(longTerm)).toEqual(['44', 'Longer than 40 bytes (a Chinese character counts as 2)']);
    expect(checkOf('鲜花批发')).toEqual(['8', 'Conversions: 3Add 鲜花批发 although it converted']);

    expect(screen.getByRole('button', { name: 'Add negative keywords (1)' })).toBeEnabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Add 鲜花批发 although it converted' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add negative keywords (2)' }));

    expect(sent).toEqual([
      {
        accountId: 0,
        level: 'unit',
        targetId: 11,
        matchType: 'exact',
        terms: ['北京鲜花速递', '鲜花批发'],
        version: 'v1',
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'Negative keywords added' })).toBeInTheDocument();
    const result = await screen.findByRole('table', { name: '鲜花单元' });
    expect(within(result).getByRole('rowheader', { name: '鲜花批发' }).closest('tr')).toHaveTextContent(
      'FailedThe provider refused it',
    );
    expect(screen.getByText('Done: 1 added, 0 skipped, 1 failed')).toHaveAttribute('aria-live', 'polite');
  });

  it('sends phrase negatives to the campaign when asked', async () => {
    const { sent } = renderAnswering(
      <NegativesDialog terms={sampleTerms.slice(0, 1)} onClose={() => undefined} />,
      endpoints.negativeWordAdd,
      200,
      { code: 200, msg: 'Success', data: { jobId: 5 } },
      lists,
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Add to' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Their campaign' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Match type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Phrase' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Add negative keywords (1)' }));
    expect(sent).toEqual([
      {
        accountId: 0,
        level: 'campaign',
        targetId: 1,
        matchType: 'phrase',
        terms: ['北京鲜花速递'],
        version: 'v1',
      },
    ]);
  });

  it('says so and reads the lists again when they changed since they were read (409)', async () => {
    const { called } = renderAnswering(
      <NegativesDialog terms={sampleTerms} onClose={() => undefined} />,
      endpoints.negativeWordAdd,
      409,
      { code: 409, msg: 'The negative keywords changed', data: null },
      lists,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Add negative keywords (1)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The lists changed while you were adding: they have been read again. Check and add again.',
    );
    await waitFor(() => expect(listCalls(called)).toBe(2));
    expect(screen.getByRole('heading', { name: 'Add as negative keywords' })).toBeInTheDocument();
  });
});
