import { useTranslation } from '@adconsole/i18n';
import {
  cn,
  ContextMenu,
  ContextMenuContent,
  ContextMenuItem,
  ContextMenuSeparator,
  ContextMenuTrigger,
} from '@adconsole/ui';
import { X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTags } from '../session/services-context';
import { routeTitle } from '../route-info/route-title';
import { isCurrentTag, type VisitedTag } from '../tags-view/visited-tags';

/**
 * The tags bar (docs/requirements.md#layout-and-navigation): a tab per visited page. A tab's context menu
 * (right click, or the keyboard's menu key or Shift+F10 on a focused tab) refreshes, closes, closes the
 * others or closes all; pinned tabs stay. Closing the active tab goes to the last remaining one, else to /.
 * The active tab scrolls into view when the tabs are wider than the bar.
 */
export function TagsBar() {
  const { t } = useTranslation();
  const [tags, store] = useTags();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const active = { pathname, search };
  const currentRef = useRef<HTMLLIElement>(null);
  const currentKey = tags.find((tag) => isCurrentTag(tag, { pathname, search }))?.key;

  useEffect(() => {
    const item = currentRef.current?.getBoundingClientRect();
    const list = currentRef.current?.parentElement;
    if (!item || !list) return;
    // Only the bar scrolls, sideways: the page stays where it is.
    const bar = list.getBoundingClientRect();
    if (item.left < bar.left) list.scrollLeft -= bar.left - item.left;
    else if (item.right > bar.right) list.scrollLeft += item.right - bar.right;
  }, [currentKey]);

  const go = (next: string | undefined) => next && void navigate(next);
  const refresh = (tag: VisitedTag) => void navigate(`/redirect${tag.fullPath}`, { replace: true });

  return (
    <nav aria-label={t('layout.tags.label')} className="border-b border-border bg-surface px-2 py-1">
      <ul className="flex gap-1 overflow-x-auto">
        {tags.map((tag) => {
          const title = routeTitle(t, tag.title);
          const current = tag.key === currentKey;
          return (
            <li key={tag.key} ref={current ? currentRef : undefined} className="shrink-0">
              <ContextMenu>
                <ContextMenuTrigger asChild>
                  <span
                    className={cn(
                      'inline-flex h-[calc(var(--adc-control-height)-8px)] items-center gap-1 rounded border text-control-sm',
                      current
                        ? 'border-primary bg-primary text-primary-foreground'
                        : 'border-border bg-surface text-ink hover:text-primary-text',
                    )}
                  >
                    <Link
                      to={tag.fullPath}
                      aria-current={current ? 'page' : undefined}
                      className="px-2 py-0.5 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary"
                    >
                      {title}
                    </Link>
                    {!tag.affix && (
                      <button
                        type="button"
                        aria-label={t('layout.tags.closeTab', { title })}
                        onClick={() => go(store.close(tag.key, active))}
                        className="mr-1 inline-flex size-4 items-center justify-center rounded-full hover:bg-ink/10 focus-visible:outline-2 focus-visible:outline-primary"
                      >
                        <X aria-hidden="true" className="size-3" />
                      </button>
                    )}
                  </span>
                </ContextMenuTrigger>
                <ContextMenuContent aria-label={t('layout.tags.actions', { title })}>
                  <ContextMenuItem onSelect={() => refresh(tag)}>{t('layout.tags.refresh')}</ContextMenuItem>
                  {!tag.affix && (
                    <ContextMenuItem onSelect={() => go(store.close(tag.key, active))}>
                      {t('layout.tags.close')}
                    </ContextMenuItem>
                  )}
                  <ContextMenuSeparator />
                  <ContextMenuItem
                    onSelect={() => {
                      // Close others keeps this tab, and shows it.
                      store.closeOthers(tag.key, active);
                      if (!current) void navigate(tag.fullPath);
                    }}
                  >
                    {t('layout.tags.closeOthers')}
                  </ContextMenuItem>
                  <ContextMenuItem onSelect={() => go(store.closeAll(active))}>
                    {t('layout.tags.closeAll')}
                  </ContextMenuItem>
                </ContextMenuContent>
              </ContextMenu>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
