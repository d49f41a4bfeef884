import { lookup } from '@adconsole/i18n/resources';
import { ApiError } from '@adconsole/api-client';
import { CompanySaveRequest, ProviderAccountSaveRequest } from '@adconsole/api-client/contract';
import { describe, expect, it } from 'vitest';
import { refusalOnForm } from '@adconsole/ui';
import { checkForm, saveForm } from './save-form';

const duplicate = new ApiError(1400, 'Data duplication', [
  { field: 'accountNo', message: 'This provider account already exists' },
]);

describe('the administration forms', () => {
  it('send what the save call takes: trimmed, with the id of what they change', () => {
    expect(
      checkForm(CompanySaveRequest, { id: 3, customerId: 7, name: '  Acme Shanghai ' }, 'en', lookup),
    ).toEqual({
      ok: true,
      request: { id: 3, customerId: 7, name: 'Acme Shanghai' },
    });
    expect(
      checkForm(
        ProviderAccountSaveRequest,
        { accountNo: 'bd-1001', channel: 'feed', companyId: null },
        'en',
        lookup,
      ),
    ).toEqual({
      ok: true,
      request: { accountNo: 'bd-1001', channel: 'feed', companyId: null, provider: 'sandbox' },
    });
  });

  it('refuse missing and blank fields in the language of the console, English for another', () => {
    expect(checkForm(CompanySaveRequest, { name: '   ' }, 'cn', lookup)).toEqual({
      ok: false,
      errors: { customerId: '此项为必填项', name: '此项为必填项' },
    });
    expect(checkForm(CompanySaveRequest, { customerId: 7, name: 'x'.repeat(65) }, 'fr', lookup)).toEqual({
      ok: false,
      errors: { name: 'Enter at most 64 characters' },
    });
  });

  it('send only a form that passes, and show a refusal on the field it names', async () => {
    const sent: unknown[] = [];
    const shown: Partial<Record<string, string>>[] = [];
    const save = async (request: unknown) => {
      sent.push(request);
      throw duplicate;
    };
    const options = {
      fields: ['accountNo'],
      save,
      setErrors: (errors: Partial<Record<string, string>>) => shown.push(errors),
      showRefusal: (error: unknown, fields: readonly string[]) => refusalOnForm(error, fields).shown,
    };
    const blank = checkForm(
      ProviderAccountSaveRequest,
      { accountNo: '', channel: 'search', companyId: null },
      'en',
      lookup,
    );
    expect(await saveForm({ ...options, check: blank })).toBe(false);
    expect(sent).toEqual([]);
    const taken = checkForm(
      ProviderAccountSaveRequest,
      { accountNo: 'bd-1', channel: 'search', companyId: 2 },
      'en',
      lookup,
    );
    expect(await saveForm({ ...options, check: taken })).toBe(false);
    expect(sent).toEqual([{ accountNo: 'bd-1', channel: 'search', companyId: 2, provider: 'sandbox' }]);
    expect(shown).toEqual([
      { accountNo: 'This field is required' },
      {},
      { accountNo: 'This provider account already exists' },
    ]);
  });
});
