import { useTranslation } from '@adconsole/i18n';
import { cn } from '@adconsole/ui';
import { Ban } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { ErrorMark } from '../preview/item-problems';
import {
  problemsOf,
  type DraftContents,
  type DraftProblem,
  type UploadRefusal,
} from '@adconsole/draft-rules';
import { DraftLink, type DraftNavigator } from './draft-link';
import type { DraftLocation } from './draft-location';

export interface DraftNavigationProps {
  /** The draft's items as stored: the tree's nodes. */
  draft: DraftContents;
  /** The draft's errors: each node is marked with the count of its own. */
  errors: readonly DraftProblem[];
  /** Where the editor is: its node is the current one. */
  location: DraftLocation;
  /** Where a node leads: its address and the move there in the page. */
  navigator: DraftNavigator;
  /** Actions at the foot of the tree (add a campaign). */
  actions?: ReactNode;
}

/** Whether a node stands for where the editor is. */
function isAt(node: DraftLocation, at: DraftLocation): boolean {
  if (node.step !== at.step) return false;
  if (node.step === 'base') return node.campaign === at.campaign && node.unit === at.unit;
  return node.unit === at.unit;
}

/** The provider's reasons for refusing some of the items, each once, in the items' order. */
function refusalsOf(items: readonly { failReason?: UploadRefusal }[]): UploadRefusal[] {
  return [...new Set(items.flatMap((item) => (item.failReason ? [item.failReason] : [])))];
}

/**
 * A node's mark for items the provider refused at the last upload (docs/requirements.md#draft-upload): an
 * icon and a word, not colour alone; the reasons are its title and the link's description.
 */
function RefusedMark({ description }: { description: string }) {
  const { t } = useTranslation();
  return (
    <span title={description} className="inline-flex shrink-0 items-center text-danger">
      <Ban aria-hidden="true" className="size-[1.1em]" />
      <span className="sr-only">{t('draftUpload.refusedMark')}</span>
    </span>
  );
}

/**
 * The left navigation of a draft (docs/requirements.md#ad-drafts): its settings, then each campaign, its
 * units and each unit's keywords and creatives, every node marked with its errors and with what the provider
 * refused; the node of the open form is the current one.
 *
 * **When to use:** the left column of the draft editor, beside the open form.
 *
 * **States:** the current node (highlighted, `aria-current`), nodes with an error count, nodes the
 * provider refused (a mark with its reason as a tooltip), a draft with no campaigns yet.
 *
 * - Do keep every node a real link: users open items in a new tab.
 * - Don't hide the error counts: they lead the user to what blocks the upload.
 */
export function DraftNavigation({ draft, errors, location, navigator, actions }: DraftNavigationProps) {
  const { t } = useTranslation();
  const navigationId = useId();
  const count = (kind: 'campaign' | 'unit' | 'keyword' | 'creative', ids: readonly number[]) =>
    ids.reduce((sum, id) => sum + problemsOf(errors, kind, id).length, 0);

  /**
   * A node; `context` is read out, not shown: what kind of item it is, or whose. `refusals` are the
   * provider's reasons for its items refused at the last upload.
   */
  const node = (
    to: DraftLocation,
    label: ReactNode,
    errorCount: number,
    refusals: readonly UploadRefusal[],
    context: { before?: string; after?: string } = {},
  ) => {
    const current = isAt(to, location);
    const refusedId = `${navigationId}-refused-${to.step}-${to.campaign ?? ''}-${to.unit ?? ''}`;
    const refusedText = refusals
      .map((reason) => t('draftUpload.failReason', { reason: t(reason) }))
      .join('; ');
    return (
      <DraftLink
        navigator={navigator}
        to={to}
        aria-current={current ? 'page' : undefined}
        aria-describedby={refusals.length ? refusedId : undefined}
        className={cn(
          'flex min-w-0 items-center gap-2 rounded px-2 py-1 text-control hover:bg-canvas focus-visible:outline-2 focus-visible:outline-primary',
          current && 'bg-primary-soft font-medium text-primary-text',
        )}
      >
        {context.before && <span className="sr-only">{`${context.before} `}</span>}
        <span className="min-w-0 flex-1 truncate">{label}</span>
        {context.after && <span className="sr-only">{` ${context.after}`}</span>}
        <ErrorMark count={errorCount} />
        {refusals.length > 0 && (
          <>
            <RefusedMark description={refusedText} />
            <span id={refusedId} hidden>
              {refusedText}
            </span>
          </>
        )}
      </DraftLink>
    );
  };

  return (
    <nav aria-label={t('drafts.editor.navigation')} className="flex flex-col gap-2">
      <ul className="flex flex-col gap-0.5">
        <li>{node({ step: 'base' }, t('drafts.editor.draftSettings'), 0, [])}</li>
        {draft.campaigns.map((campaign) => {
          const units = draft.units.filter((unit) => unit.campaignId === campaign.id);
          return (
            <li key={campaign.id}>
              {node(
                { step: 'base', campaign: campaign.id },
                campaign.campaignName || t('drafts.editor.unnamed'),
                count('campaign', [campaign.id]),
                refusalsOf([campaign]),
                { before: t('drafts.editor.campaign') },
              )}
              {units.length > 0 && (
                <ul className="ms-3 flex flex-col gap-0.5 border-s border-border ps-2">
                  {units.map((unit) => {
                    const keywords = draft.keywords.filter((k) => k.unitId === unit.id);
                    const creatives = draft.creatives.filter((c) => c.unitId === unit.id);
                    return (
                      <li key={unit.id}>
                        {node(
                          { step: 'base', unit: unit.id },
                          unit.adgroupName || t('drafts.editor.unnamed'),
                          count('unit', [unit.id]),
                          refusalsOf([unit]),
                          { before: t('drafts.editor.unit') },
                        )}
                        <ul className="ms-3 flex flex-col gap-0.5 border-s border-border ps-2">
                          <li>
                            {node(
                              { step: 'keywords', unit: unit.id },
                              t('drafts.editor.keywordsCount', { count: keywords.length }),
                              count(
                                'keyword',
                                keywords.map((k) => k.id),
                              ),
                              refusalsOf(keywords),
                              { after: t('drafts.editor.ofUnit', { unit: unit.adgroupName }) },
                            )}
                          </li>
                          <li>
                            {node(
                              { step: 'creatives', unit: unit.id },
                              t('drafts.editor.creativesCount', { count: creatives.length }),
                              count(
                                'creative',
                                creatives.map((c) => c.id),
                              ),
                              refusalsOf(creatives),
                              { after: t('drafts.editor.ofUnit', { unit: unit.adgroupName }) },
                            )}
                          </li>
                        </ul>
                      </li>
                    );
                  })}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
      {actions}
    </nav>
  );
}
