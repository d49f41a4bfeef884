import { describe, expect, it } from 'vitest';
import { permissionCatalogue } from './permission-catalogue';
import { routesOfRole } from './role-routes';

describe('permission catalogue', () => {
  const catalogue = permissionCatalogue();
  const find = (permission: string) =>
    catalogue.flatMap((area) => area.permissions).find((item) => item.permission === permission);

  it('names the calls each permission opens, read from the contract', () => {
    expect(find('system:role:edit')?.calls).toEqual(['/system/role/delete', '/system/role/save']);
    expect(find('system:audit:list')?.routes.map((meta) => meta?.i18nKey)).toEqual(['route.auditLog']);
  });

  it('groups by area, each area sorted', () => {
    const system = catalogue.find((area) => area.area === 'system')!;
    expect(system.permissions.map((item) => item.permission)).toEqual(
      [...system.permissions.map((item) => item.permission)].sort((a, b) => a.localeCompare(b)),
    );
    expect(
      catalogue.every((area) =>
        area.permissions.every((item) => item.permission.startsWith(`${area.area}:`)),
      ),
    ).toBe(true);
  });
});

describe('routes of a role', () => {
  it('gives a role its stored menus, without the administration and the pages its permissions lack', () => {
    const paths = routesOfRole({
      name: 'viewer',
      routes: ['/downloadCenter', '/messageCenter', '/permission'],
      permissions: [],
    }).map((route) => route.path);
    expect(paths).toEqual(['/downloadCenter', '/messageCenter']);
    const messageCenter = routesOfRole({ name: 'viewer', routes: ['/messageCenter'], permissions: [] })[0]!;
    expect(messageCenter.children?.map((page) => page.path)).toEqual(['list', 'details']);
  });
});
