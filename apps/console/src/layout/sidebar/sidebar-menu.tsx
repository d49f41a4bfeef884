import { useTranslation } from '@adconsole/i18n';
import {
  cn,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
  Tooltip,
} from '@adconsole/ui';
import { ChevronDown } from 'lucide-react';
import { Fragment, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { routeTitle } from '../../route-info/route-title';
import type { MenuEntry } from '../../route-info/route-tree';
import { MenuIcon } from './menu-icon';
import { useTitleCut } from './use-title-cut';

const itemClass =
  'flex min-h-control w-full items-center gap-2 rounded px-3 py-1 text-left hover:bg-white/10 ' +
  'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-white';

/**
 * A title wraps to a second line rather than lose its end, where the granularity (daily, weekly, monthly,
 * custom) tells reports apart; one longer still shows whole in a tooltip, on hover and on keyboard focus.
 */
const titleClass = 'line-clamp-2 break-words';

const contains = (entry: MenuEntry, path: string): boolean =>
  entry.kind === 'link' ? entry.route.path === path : entry.children.some((c) => contains(c, path));

export interface SidebarMenuProps {
  entries: MenuEntry[];
  /** The menu path to highlight (a hidden page's activeMenu, else the page's own path). */
  active: string;
  /** Icons only: groups open as a menu beside the bar. */
  collapsed?: boolean;
  /** Called when a link is followed (the mobile drawer closes). */
  onNavigate?: () => void;
}

/** The sidebar's tree of menus and pages; the group holding the current page starts open. */
export function SidebarMenu({ entries, active, collapsed = false, onNavigate }: SidebarMenuProps) {
  return (
    <ul className="flex flex-col gap-0.5">
      {entries.map((entry) => (
        <li key={entry.route.path}>
          {collapsed ? (
            <CollapsedEntry entry={entry} active={active} />
          ) : (
            <Entry entry={entry} active={active} depth={0} onNavigate={onNavigate} />
          )}
        </li>
      ))}
    </ul>
  );
}

function Entry({
  entry,
  active,
  depth,
  onNavigate,
}: {
  entry: MenuEntry;
  active: string;
  depth: number;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(() => contains(entry, active));
  const title = routeTitle(t, entry.route.meta);
  const { ref, cut } = useTitleCut<HTMLSpanElement>(title);
  const indent = { paddingLeft: `${0.75 + depth * 0.9}rem` };
  if (entry.kind === 'link') {
    const current = entry.route.path === active;
    return (
      <Tooltip content={title} side="right" disabled={!cut}>
        <Link
          to={entry.route.path}
          aria-current={current ? 'page' : undefined}
          onClick={onNavigate}
          style={indent}
          className={cn(
            itemClass,
            current ? 'bg-primary text-primary-foreground hover:bg-primary' : 'text-sidebar-ink',
          )}
        >
          {depth === 0 && <MenuIcon name={entry.route.meta.icon} />}
          <span ref={ref} className={titleClass}>
            {title}
          </span>
        </Link>
      </Tooltip>
    );
  }
  return (
    <>
      <Tooltip content={title} side="right" disabled={!cut}>
        <button
          type="button"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
          style={indent}
          className={cn(itemClass, contains(entry, active) ? 'text-white' : 'text-sidebar-ink')}
        >
          {depth === 0 && <MenuIcon name={entry.route.meta.icon} />}
          <span ref={ref} className={cn('flex-1', titleClass)}>
            {title}
          </span>
          <ChevronDown
            aria-hidden="true"
            className={cn('size-4 shrink-0 transition-transform', open && 'rotate-180')}
          />
        </button>
      </Tooltip>
      {open && (
        <ul className="mt-0.5 flex flex-col gap-0.5">
          {entry.children.map((child) => (
            <li key={child.route.path}>
              <Entry entry={child} active={active} depth={depth + 1} onNavigate={onNavigate} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** An entry of the collapsed bar: a page is an icon link, a menu an icon that opens its pages. */
function CollapsedEntry({ entry, active }: { entry: MenuEntry; active: string }) {
  const { t } = useTranslation();
  const title = routeTitle(t, entry.route.meta);
  const current = contains(entry, active);
  const iconClass = cn(itemClass, 'justify-center px-0', current && 'bg-primary text-primary-foreground');
  if (entry.kind === 'link') {
    return (
      <Tooltip content={title} side="right">
        <Link
          to={entry.route.path}
          aria-label={title}
          aria-current={current ? 'page' : undefined}
          className={iconClass}
        >
          <MenuIcon name={entry.route.meta.icon} />
        </Link>
      </Tooltip>
    );
  }
  return (
    <DropdownMenu>
      <DropdownMenuTrigger aria-label={title} className={iconClass}>
        <MenuIcon name={entry.route.meta.icon} />
      </DropdownMenuTrigger>
      <DropdownMenuContent side="right" align="start">
        <DropdownMenuLabel>{title}</DropdownMenuLabel>
        <CollapsedItems entries={entry.children} active={active} />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** A collapsed menu's pages; a nested menu shows as a labelled part of the list. */
function CollapsedItems({ entries, active }: { entries: MenuEntry[]; active: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return entries.map((entry) =>
    entry.kind === 'link' ? (
      <DropdownMenuItem
        key={entry.route.path}
        onSelect={() => void navigate(entry.route.path)}
        aria-current={entry.route.path === active ? 'page' : undefined}
      >
        {routeTitle(t, entry.route.meta)}
      </DropdownMenuItem>
    ) : (
      <Fragment key={entry.route.path}>
        <DropdownMenuLabel>{routeTitle(t, entry.route.meta)}</DropdownMenuLabel>
        <CollapsedItems entries={entry.children} active={active} />
      </Fragment>
    ),
  );
}
