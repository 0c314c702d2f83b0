import { describe, expect, it } from 'vitest';
import { decideSuperRoute, isSuperPath } from './superRoute';

describe('isSuperPath', () => {
  it.each(['/v1/system', '/v1/system/', '/v1/system/users', '/v1/system/config/manage/quota'])(
    '%s is super',
    (path) => {
      expect(isSuperPath(path)).toBe(true);
    },
  );

  it.each([
    '/v1/system/integration',
    '/v1/system/integration/',
    '/v1/dashboard',
    '/v1/systems',
    '/mobile/status',
  ])('%s is not super', (path) => {
    expect(isSuperPath(path)).toBe(false);
  });
});

describe('decideSuperRoute', () => {
  it('lets super admins in', () => {
    expect(decideSuperRoute({ pathname: '/v1/system/users', isAdmin: true, hasCurrentPage: true })).toBe(
      'allow',
    );
  });

  it('lets everyone open routes that are not super', () => {
    expect(
      decideSuperRoute({ pathname: '/v1/system/integration', isAdmin: false, hasCurrentPage: true }),
    ).toBe('allow');
  });

  it('keeps a non-admin on the current page', () => {
    expect(decideSuperRoute({ pathname: '/v1/system/users', isAdmin: false, hasCurrentPage: true })).toBe(
      'stay',
    );
  });

  it('shows the dashboard when a non-admin opens a super URL directly', () => {
    expect(decideSuperRoute({ pathname: '/v1/system', isAdmin: false, hasCurrentPage: false })).toBe(
      'dashboard',
    );
  });
});
