import { useTranslation } from '@adconsole/i18n';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  IconButton,
} from '@adconsole/ui';
import { Ellipsis } from 'lucide-react';
import { useState } from 'react';
import { useAccountChoice } from './account-menu';
import { ChoiceGroup } from './choice-menu';
import { useFullscreen } from './fullscreen-toggle';
import { useLanguageChoice } from './language-menu';
import { useSizeChoice } from './size-menu';

/**
 * The navbar's menus folded into one on mobile (docs/requirements.md#layout-and-navigation): the account,
 * language and size choices and full screen, so the navbar keeps to a phone's width.
 */
export function MoreMenu() {
  const { t } = useTranslation();
  const account = useAccountChoice();
  const language = useLanguageChoice();
  const size = useSizeChoice();
  const fullscreen = useFullscreen();
  // The menu is rendered inside the navbar, so it belongs to the banner landmark, not loose in the body.
  const [container, setContainer] = useState<HTMLElement | null>(null);
  return (
    // Not modal: the page behind stays in the accessibility tree (a modal menu hides it with aria-hidden while
    // its controls stay focusable, which axe reports); Tab or a tap outside closes the menu.
    <div ref={setContainer} className="contents">
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <IconButton label={t('layout.more')} variant="subtle">
            <Ellipsis aria-hidden="true" className="size-[1em]" />
          </IconButton>
        </DropdownMenuTrigger>
        <DropdownMenuContent container={container} className="max-w-[calc(100vw-1rem)]">
          {account ? (
            <ChoiceGroup {...account} />
          ) : (
            <DropdownMenuLabel>{t('layout.account.none')}</DropdownMenuLabel>
          )}
          <DropdownMenuSeparator />
          <ChoiceGroup {...language} />
          <DropdownMenuSeparator />
          <ChoiceGroup {...size} />
          {fullscreen && (
            <>
              <DropdownMenuSeparator />
              <DropdownMenuItem onSelect={fullscreen.toggle}>
                {fullscreen.icon}
                {fullscreen.label}
              </DropdownMenuItem>
            </>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
