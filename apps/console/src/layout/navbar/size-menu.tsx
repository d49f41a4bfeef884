import { useTranslation } from '@adconsole/i18n';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
  IconButton,
  isSize,
  sizes,
} from '@adconsole/ui';
import { ALargeSmall } from 'lucide-react';
import { useSettings } from '../../app/services-context';

/** The global size (spec §2: Default, Medium, Small, Mini), which every control follows. */
export function SizeMenu() {
  const { t } = useTranslation();
  const [settings, store] = useSettings();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <IconButton label={t('layout.size.label')} variant="subtle">
          <ALargeSmall aria-hidden="true" className="size-[1em]" />
        </IconButton>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>{t('layout.size.label')}</DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={settings.size}
          onValueChange={(size) => isSize(size) && store.setSize(size)}
        >
          {sizes.map((size) => (
            <DropdownMenuRadioItem key={size} value={size}>
              {t(`layout.size.${size}`)}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
