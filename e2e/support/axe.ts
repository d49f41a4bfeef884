import type { Page } from '@playwright/test';
import axe from 'axe-core';

/** A violation as a test lists it: the rule, its impact, and the elements it names (their selectors). */
export interface Violation {
  rule: string;
  impact?: string | null;
  targets: string[];
}

/**
 * axe-core over a page as it stands: its default rules (WCAG 2 A and AA, best practices) and
 * label-content-name-mismatch (WCAG 2.5.3, off by default as experimental), or only the rules `only` names;
 * over the whole document, or the elements `within` selects. The violations are listed by rule, with the
 * elements they name, so a failure says what to fix.
 *
 * axe runs in the page itself, loaded once per document, and sends back its violations alone. The
 * `@axe-core/playwright` builder took ten times as long a run (4 s against 0.4 on a report page): it loads axe
 * into the page again for every run, opens a blank page to put the results together (for frames of other
 * origins, which the console has none of) and sends back every rule's passing elements as well
 * (docs/testing.md#end-to-end-runs).
 */
export async function violations(
  page: Page,
  { within, only }: { within?: string; only?: string[] } = {},
): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(
    async ({ within, only }) => {
      const { axe: inPage } = window as unknown as { axe: typeof axe };
      const { violations } = await inPage.run(within ?? document, {
        ...(only
          ? { runOnly: { type: 'rule', values: only } }
          : { rules: { 'label-content-name-mismatch': { enabled: true } } }),
        // The passing and inapplicable elements are not listed: only the violations are read.
        resultTypes: ['violations'],
      });
      return violations.map((violation) => ({
        rule: violation.id,
        impact: violation.impact,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      }));
    },
    { within, only },
  );
}
