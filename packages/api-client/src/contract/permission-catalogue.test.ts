import { describe, expect, it } from 'vitest';
import { permissionCatalogue } from './index';

describe('permissionCatalogue', () => {
  const catalogue = permissionCatalogue();
  const find = (permission: string) =>
    catalogue.flatMap((area) => area.permissions).find((item) => item.permission === permission);

  it('names the calls each permission opens and the pages it shows, read from the contract', () => {
    expect(find('system:role:edit')?.calls).toEqual(['/system/role/delete', '/system/role/save']);
    expect(find('system:audit:list')?.routes.map((meta) => meta.i18nKey)).toEqual(['route.auditLog']);
    expect(find('system:customer:list')?.routes.map((meta) => meta.i18nKey)).toEqual([
      'route.customer',
      'route.company',
    ]);
  });

  it('lists the permissions the built-in roles hold as checked by a call or a page', () => {
    expect(find('report:list')?.calls).toEqual(
      expect.arrayContaining([
        '/seachReport/keyword/list',
        '/weeklyRegion/statistics',
        '/user/account/report/summary',
      ]),
    );
    expect(find('report:list')?.routes.map((meta) => meta.i18nKey)).toEqual([
      'reports.channel.search',
      'reports.channel.feed',
      'route.reportCenter',
      'route.alertRules',
      'route.reportSchedules',
      'route.notificationChannels',
      'route.changeHistory',
      'route.calculatedColumns',
    ]);
    expect(find('message:read')?.routes.map((meta) => meta.i18nKey)).toEqual([
      'route.messageList',
      'route.messageDetails',
    ]);
    expect(find('*:*:*')).toBeUndefined();
  });

  it('groups by area, each area sorted', () => {
    expect(catalogue.map((area) => area.area)).toEqual([
      'ad',
      'draft',
      'message',
      'report',
      'system',
      'user',
    ]);
    const system = catalogue.find((area) => area.area === 'system')!;
    expect(system.permissions.map((item) => item.permission)).toEqual([
      'system:audit:list',
      'system:cost:export',
      'system:cost:list',
      'system:customer:edit',
      'system:customer:list',
      'system:message:publish',
      'system:providerAccount:edit',
      'system:providerAccount:list',
      'system:role:edit',
      'system:role:list',
      'system:user:edit',
      'system:user:list',
    ]);
  });
});
