import { describe, expect, it } from 'vitest';
import { formFieldOf, refusalOnForm } from './field-refusal';

/** A refusal as the API client rejects with it: its error carries the failing fields. */
const refusal = (fields: { field: string; message: string }[]) =>
  Object.assign(new Error('The request is not valid'), { fields });

describe('a refused save on its form (docs/requirements.md#error-codes)', () => {
  it('lands each request path on the form field it names', () => {
    const fields = ['campaignName', 'beginDate', 'keyword', 'regions', 'credentials.userName', 'roles'];
    expect(formFieldOf('campaignName', fields)).toBe('campaignName');
    expect(formFieldOf('query.beginDate', fields)).toBe('beginDate');
    expect(formFieldOf('items.0.keyword', fields)).toBe('keyword');
    expect(formFieldOf('regions.3', fields)).toBe('regions');
    expect(formFieldOf('credentials.userName', fields)).toBe('credentials.userName');
    expect(formFieldOf('roles', fields)).toBe('roles');
    expect(formFieldOf('credentials.appId', fields)).toBeUndefined();
    expect(formFieldOf('draftId', fields)).toBeUndefined();
  });

  it('shows the fields the form has, in the refusal order, and leaves the others for the toast', () => {
    const refused = refusal([
      { field: 'query.endDate', message: 'The end is before the start' },
      { field: 'draftId', message: 'Not this draft' },
      { field: 'query.beginDate', message: 'Enter a date' },
      { field: 'beginDate', message: 'A second message for the same field' },
      { field: '', message: 'The whole request' },
    ]);
    const { shown, unshown } = refusalOnForm(refused, ['beginDate', 'endDate']);
    expect(Object.entries(shown)).toEqual([
      ['endDate', 'The end is before the start'],
      ['beginDate', 'Enter a date'],
    ]);
    expect(unshown).toEqual([
      { field: 'draftId', message: 'Not this draft' },
      { field: '', message: 'The whole request' },
    ]);
  });

  it('maps the fields a form names otherwise, and finds none in a failure that names none', () => {
    const refused = refusal([{ field: 'pwd', message: 'At least 8 characters' }]);
    expect(refusalOnForm(refused, (path) => (path === 'pwd' ? 'password' : undefined)).shown).toEqual({
      password: 'At least 8 characters',
    });
    expect(refusalOnForm(new Error('Network error: offline'), ['name'])).toEqual({ shown: {}, unshown: [] });
    expect(refusalOnForm(undefined, ['name'])).toEqual({ shown: {}, unshown: [] });
  });
});
