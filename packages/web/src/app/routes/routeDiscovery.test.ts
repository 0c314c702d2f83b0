import { createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { appRoutes, patchSignedInRoutes } from '.';

function routerAt(path: string) {
  return createMemoryRouter(appRoutes, {
    initialEntries: [path],
    patchRoutesOnNavigation: patchSignedInRoutes,
  });
}

async function settled(router: ReturnType<typeof routerAt>) {
  await router.initialize();
  await vi.waitFor(() => expect(router.state.initialized && router.state.navigation.state).toBe('idle'));
  return router.state;
}

describe('signed-in routes added on first visit', () => {
  it('the first routes know only the pages open without a session', () => {
    const paths = appRoutes[0]?.children?.map((route) => route.path ?? 'index');
    expect(paths).not.toContain('v1');
    expect(paths).not.toContain('mobile');
  });

  it('a deep link into /v1 finds its route: without a session it leads to sign-in and back', async () => {
    const state = await settled(routerAt('/v1/dashboard'));
    expect(state.location.pathname).toBe('/signin');
    expect(new URLSearchParams(state.location.search).get('redirect')).toBe('/v1/dashboard');
  });

  it('a path no route knows stays on the not-found page', async () => {
    const state = await settled(routerAt('/nowhere'));
    expect(state.location.pathname).toBe('/nowhere');
    expect(state.matches.at(-1)?.route.path).toBe('*');
  });
});
