import { useTranslation } from '@adconsole/i18n';
import { Checkbox } from '@adconsole/ui';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { routeTitle } from '../../route-info/route-title';
import { nodeState, pagesOf, type RouteNode } from '../../administration/route-choice';

export interface RouteCheckboxTreeProps {
  nodes: readonly RouteNode[];
  /** The pages chosen; a menu is checked when all its pages are, half-checked when some are. */
  chosen: ReadonlySet<string>;
  onChange: (chosen: Set<string>) => void;
  disabled?: boolean;
}

/**
 * The routes of a role as a tree with checkboxes (docs/requirements.md#users-roles-and-permissions): checking a
 * menu checks every page under it; menus open and close with their own button, titled as the sidebar titles
 * them.
 */
export function RouteCheckboxTree({ nodes, chosen, onChange, disabled }: RouteCheckboxTreeProps) {
  return (
    <ul className="flex flex-col gap-1">
      {nodes.map((node) => (
        <RouteBranch key={node.path} node={node} chosen={chosen} onChange={onChange} disabled={disabled} />
      ))}
    </ul>
  );
}

function RouteBranch({
  node,
  chosen,
  onChange,
  disabled,
}: Omit<RouteCheckboxTreeProps, 'nodes'> & { node: RouteNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const title = node.meta ? routeTitle(t, node.meta) : node.path;
  const toggle = (on: boolean) => {
    const next = new Set(chosen);
    for (const page of pagesOf(node))
      if (on) next.add(page);
      else next.delete(page);
    onChange(next);
  };
  return (
    <li>
      <span className="inline-flex items-center gap-1">
        {node.children.length > 0 ? (
          <button
            type="button"
            aria-expanded={open}
            aria-label={t('administration.roles.pagesOf', { route: title })}
            onClick={() => setOpen(!open)}
            className="inline-flex size-6 items-center justify-center rounded text-muted hover:bg-canvas focus-ring"
          >
            {open ? (
              <ChevronDown aria-hidden="true" className="size-4" />
            ) : (
              <ChevronRight aria-hidden="true" className="size-4" />
            )}
          </button>
        ) : (
          <span className="size-6" aria-hidden="true" />
        )}
        <Checkbox
          label={title}
          checked={nodeState(node, chosen)}
          disabled={disabled}
          onCheckedChange={(on) => toggle(on === true)}
        />
      </span>
      {open && node.children.length > 0 && (
        <div className="ps-6">
          <RouteCheckboxTree nodes={node.children} chosen={chosen} onChange={onChange} disabled={disabled} />
        </div>
      )}
    </li>
  );
}
