import type { DraftNavigator } from '@adconsole/draft-editor';
import { useTranslation } from '@adconsole/i18n';
import { Button } from '@adconsole/ui';

/** Keywords and creatives belong to units: a draft without one is sent to add a campaign and a unit. */
export function NoUnits({ navigator, readOnly }: { navigator: DraftNavigator; readOnly: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-start gap-3">
      <p className="text-muted">{t('drafts.editor.noUnits')}</p>
      <Button disabled={readOnly} onClick={() => navigator.go({ step: 'base' })}>
        {t('drafts.editor.toBase')}
      </Button>
    </div>
  );
}
