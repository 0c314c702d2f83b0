import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import { PageLoading } from '../../components/PageLoading/PageLoading';
import { RouteErrorPage } from '../../components/RouteErrorPage/RouteErrorPage';
import { loadAllTexts } from '../../i18n';
import { RootLayout } from '../layouts/RootLayout';
import { loadChunk } from '../navigation/chunkReload';
import { notFoundRoute, publicRoutes } from './publicRoutes';

const ROOT_ID = 'root';

/**
 * The routes a first visit needs; pages are lazy chunks, the shell around them is loaded once.
 * The signed-in areas come with the first path these routes do not match (patchSignedInRoutes),
 * so the sign-in page does not download their route tree.
 */
export const appRoutes: RouteObject[] = [
  {
    id: ROOT_ID,
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: PageLoading,
    children: [...publicRoutes, notFoundRoute('404'), notFoundRoute('*')],
  },
];

/**
 * The router asks for more routes when a path matches only the not-found splat: the signed-in
 * areas are added then (adding them again is a no-op), and a path they do not match stays not found.
 * Their texts come with them: the first visit loaded only the public pages'.
 */
export const patchSignedInRoutes: PatchRoutesOnNavigationFunction = async ({ patch }) => {
  const [{ signedInRoutes }] = await Promise.all([
    loadChunk(() => import('./signedInRoutes')),
    loadAllTexts(),
  ]);
  patch(ROOT_ID, signedInRoutes);
};
