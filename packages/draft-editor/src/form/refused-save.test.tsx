import { createApiClient } from '@adconsole/api-client';
import { endpoints } from '@adconsole/api-client/contract';
import { createI18n, I18nextProvider } from '@adconsole/i18n';
import { lookup } from '@adconsole/i18n/resources';
import { toast, Toaster } from '@adconsole/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { CampaignForm } from '../campaign/campaign-form';
import { CreativeForm } from '../creative/creative-form';
import { DraftBaseForm } from '../draft/draft-base-form';
import { KeywordEntry } from '../keywords/keyword-entry';
import {
  brandKeywords,
  brandUnit,
  sampleDraft,
  springCampaign,
  trialCreative,
} from '../testing/sample-draft';
import { UnitForm } from '../unit/unit-form';

/**
 * The console's client (its errors toasted, as the console's are) over a fetch that answers every call with
 * one envelope, as the server answers a refused save (docs/requirements.md#error-codes).
 */
function clientAnswering(status: number, envelope: object) {
  return createApiClient({
    getToken: () => 'token',
    getLanguage: () => 'en',
    lookup,
    onError: (message) => void toast.error(message),
    fetch: async () =>
      new Response(JSON.stringify(envelope), { status, headers: { 'content-type': 'application/json' } }),
  });
}

type Client = ReturnType<typeof clientAnswering>;

/** Each draft form saving through the client, its field the refusal names, and how to send it. */
const forms: {
  form: string;
  field: string;
  label: string;
  render: (client: Client) => ReactNode;
  submit: () => Promise<void>;
}[] = [
  {
    form: 'draft base',
    field: 'name',
    label: 'Draft name',
    render: (client) => (
      <DraftBaseForm
        base={{ name: 'Spring', accountId: 1 }}
        accounts={[{ accountId: 1, accountNo: 'bd-1001' }]}
        submitLabel="Save"
        onSubmit={(base) => client.request(endpoints.draftSave, base, { fieldErrorsShown: true })}
      />
    ),
    submit: () => userEvent.click(screen.getByRole('button', { name: 'Save' })),
  },
  {
    form: 'campaign',
    field: 'campaignName',
    label: 'Campaign name',
    render: (client) => (
      <CampaignForm
        campaign={springCampaign}
        draft={sampleDraft}
        onSubmit={(campaign) =>
          client.request(endpoints.draftCampaignSave, { ...campaign, draftId: 7 }, { fieldErrorsShown: true })
        }
      />
    ),
    submit: () => userEvent.click(screen.getByRole('button', { name: 'Save campaign' })),
  },
  {
    form: 'unit',
    field: 'adgroupName',
    label: 'Unit name',
    render: (client) => (
      <UnitForm
        unit={brandUnit}
        draft={sampleDraft}
        onSubmit={(unit) =>
          client.request(endpoints.draftUnitSave, { ...unit, draftId: 7 }, { fieldErrorsShown: true })
        }
      />
    ),
    submit: () => userEvent.click(screen.getByRole('button', { name: 'Save unit' })),
  },
  {
    form: 'keyword entry',
    // One keyword's save names the keyword: a line of the entry.
    field: 'keyword',
    label: 'Keywords, one per line',
    render: (client) => (
      <KeywordEntry
        unit={brandUnit}
        stored={brandKeywords}
        onSubmit={(keywords) =>
          client.request(
            endpoints.draftKeywordSave,
            { ...keywords[0]!, draftId: 7 },
            { fieldErrorsShown: true },
          )
        }
      />
    ),
    submit: async () => {
      await userEvent.type(screen.getByRole('textbox', { name: 'Keywords, one per line' }), '报表软件');
      await userEvent.click(screen.getByRole('button', { name: 'Add keywords' }));
    },
  },
  {
    form: 'creative',
    field: 'title',
    label: 'Title',
    render: (client) => (
      <CreativeForm
        creative={trialCreative}
        unitId={21}
        draft={sampleDraft}
        onSubmit={(creative) =>
          client.request(endpoints.draftCreativeSave, { ...creative, draftId: 7 }, { fieldErrorsShown: true })
        }
      />
    ),
    submit: () => userEvent.click(screen.getByRole('button', { name: 'Save creative' })),
  },
];

function renderForm(form: (typeof forms)[number], client: Client) {
  render(
    <I18nextProvider i18n={createI18n('en')}>
      {form.render(client)}
      <Toaster />
    </I18nextProvider>,
  );
}

describe('a draft form refused by the server (docs/requirements.md#error-codes)', () => {
  it.each(forms)('$form: shows a failing field beside it, focused, and toasts one it lacks', async (form) => {
    const message = `The server refuses this ${form.form}`;
    renderForm(
      form,
      clientAnswering(400, {
        code: 400,
        msg: 'The request is not valid',
        data: [
          { field: form.field, message },
          { field: 'draftId', message: `Not your draft: ${form.form}` },
        ],
      }),
    );
    await form.submit();

    const field = screen.getByRole('textbox', { name: form.label });
    expect(await screen.findByText(message)).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(field).toHaveFocus();
    // The named field shows only beside it; the field the form lacks goes into the toast, named.
    expect(screen.getAllByText(message)).toHaveLength(1);
    expect(await screen.findByText(`draftId: Not your draft: ${form.form}`)).toBeVisible();
    expect(screen.queryByText('The request is not valid')).toBeNull();
  });

  it.each(forms)('$form: toasts a failure that names no field', async (form) => {
    const message = `The ${form.form} could not be saved`;
    renderForm(form, clientAnswering(400, { code: 400, msg: message }));
    await form.submit();

    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.getByRole('textbox', { name: form.label })).not.toHaveAttribute('aria-invalid');
  });
});
