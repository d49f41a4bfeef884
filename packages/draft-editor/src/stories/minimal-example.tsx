import { CampaignForm, type Campaign, type DraftContents } from '@adconsole/draft-editor';

const emptyDraft: DraftContents = { campaigns: [], units: [], keywords: [], creatives: [] };

/** A new campaign in an empty draft; `onSave` gets the campaign once every rule is met. */
export function MinimalCampaignForm({ onSave }: { onSave: (campaign: Campaign) => Promise<unknown> }) {
  return <CampaignForm draft={emptyDraft} onSubmit={onSave} />;
}
