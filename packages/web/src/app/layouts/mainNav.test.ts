import type { GlobalPermission } from '@slipway/contracts';
import { describe, expect, it } from 'vitest';
import { mainNavItems, permittedNavItems } from './mainNav';

const paths = (global: GlobalPermission | undefined) =>
  permittedNavItems(mainNavItems, global).map((item) => item.path);
const user = (...system_verbs: string[]): GlobalPermission => ({
  is_system_admin: false,
  project_admin_list: [],
  system_verbs,
});

describe('main navigation by system verbs', () => {
  it('lists the guarded areas to the users whose system roles grant them, as the portal does', () => {
    expect(paths(user())).toEqual(['/v1/dashboard', '/v1/projects', '/v1/template']);
    expect(paths(user('get_test', 'data_over'))).toEqual([
      '/v1/dashboard',
      '/v1/projects',
      '/v1/tests',
      '/v1/statistics',
      '/v1/template',
    ]);
    expect(paths(user('efficiency_over', 'delivery_get'))).toContain('/v1/insight');
    expect(paths(user('delivery_get'))).toContain('/v1/delivery');
    expect(paths(user('release_get'))).toContain('/v1/delivery');
  });

  it('lists everything to system administrators, and no guarded area before permissions load', () => {
    expect(paths({ ...user(), is_system_admin: true })).toHaveLength(mainNavItems.length);
    expect(paths(undefined)).toEqual(['/v1/dashboard', '/v1/projects', '/v1/template']);
  });
});
