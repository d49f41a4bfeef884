import type { DraftDetail, DraftProblem } from '@adconsole/draft-editor';
import { describe, expect, it } from 'vitest';
import { confirmsOnEntry } from './confirm-on-entry';

const campaigns = [{ id: 1 }] as DraftDetail['campaigns'];
const error: DraftProblem = { kind: 'creative', id: 5, field: 'title', message: 'drafts.rule.titleTooShort' };

describe('opening the confirm upload step', () => {
  it('puts a draft ready to upload pending confirmation', () => {
    expect(confirmsOnEntry({ status: 1, campaigns }, { errors: [] }, false)).toBe(true);
  });

  it.each<[string, Pick<DraftDetail, 'status' | 'campaigns'>, DraftProblem[], boolean]>([
    ['pending confirmation already', { status: 2, campaigns }, [], false],
    ['to be modified', { status: 3, campaigns }, [], false],
    ['uploaded', { status: 4, campaigns }, [], true],
    ['uploading', { status: 9, campaigns }, [], true],
    ['with errors', { status: 1, campaigns }, [error], false],
    ['without a campaign', { status: 1, campaigns: [] }, [], false],
    ['seen by a user who may not change it', { status: 1, campaigns }, [], true],
  ])('leaves a draft %s as it is', (_, draft, errors, readOnly) => {
    expect(confirmsOnEntry(draft, { errors }, readOnly)).toBe(false);
  });
});
