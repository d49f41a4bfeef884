import { describe, expect, it } from 'vitest';
import { auditChanges } from './audit-change';

describe('audit changes', () => {
  it('lists the fields whose value differs, before and after', () => {
    expect(
      auditChanges(
        '{"userName":"v1","roles":["viewer"],"frozen":false}',
        '{"userName":"v1","roles":["edit"],"frozen":true}',
      ),
    ).toEqual([
      { field: 'roles', before: '["viewer"]', after: '["edit"]' },
      { field: 'frozen', before: 'false', after: 'true' },
    ]);
  });

  it('shows a created record with nothing before, a deleted one with nothing after', () => {
    expect(auditChanges(null, '{"name":"Acme"}')).toEqual([
      { field: 'name', before: undefined, after: 'Acme' },
    ]);
    expect(auditChanges('{"name":"Acme"}', null)).toEqual([
      { field: 'name', before: 'Acme', after: undefined },
    ]);
  });

  it('shows a value that is not a record as one change', () => {
    expect(auditChanges('"a"', '"b"')).toEqual([{ field: '', before: 'a', after: 'b' }]);
    expect(auditChanges(null, null)).toEqual([]);
  });
});
