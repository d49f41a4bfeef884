import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe-core over a page as it stands, with its default rules (WCAG 2 A and AA, best practices) and
 * label-content-name-mismatch (WCAG 2.5.3, off by default as experimental). The violations are listed by rule,
 * with the elements they name, so a failure says what to fix.
 */
export async function violations(page: Page) {
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}
