import { offersSection, type CatalogueReport, type UserAccount } from '@adconsole/api-client/contract';

/**
 * The provider of the current account when that provider has no report for the page's section, so the page
 * says so instead of showing an empty table as if it were data (docs/baidu-provider.md#baidu-reports and
 * docs/connect-baidu.md#reports-baidu-does-not-offer). Undefined when it has one, or the account is unknown.
 */
export function providerWithoutReport(
  accounts: readonly UserAccount[],
  accountId: number | undefined,
  report: Pick<CatalogueReport, 'channel' | 'section'>,
): string | undefined {
  const provider = accounts.find((account) => account.accountId === accountId)?.provider;
  return provider !== undefined && !offersSection(provider, report.channel, report.section)
    ? provider
    : undefined;
}
