import { useTranslation } from '@adconsole/i18n';
import { isSize, sizes } from '@adconsole/ui';
import { ALargeSmall } from 'lucide-react';
import { useSettings } from '../../session/services-context';
import { ChoiceMenu, type ChoiceSet } from './choice-menu';

/**
 * The global size (Default, Medium, Small, Mini), which every control follows
 * (docs/requirements.md#layout-and-navigation).
 */
export function useSizeChoice(): ChoiceSet {
  const { t } = useTranslation();
  const [settings, store] = useSettings();
  return {
    label: t('layout.size.label'),
    value: settings.size,
    choices: sizes.map((size) => ({ value: size, label: t(`layout.size.${size}`) })),
    onChange: (size) => isSize(size) && store.setSize(size),
  };
}

/** The navbar's size menu. */
export function SizeMenu() {
  return <ChoiceMenu icon={<ALargeSmall aria-hidden="true" className="size-[1em]" />} {...useSizeChoice()} />;
}
