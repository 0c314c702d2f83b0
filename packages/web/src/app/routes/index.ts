import type { RouteObject } from 'react-router';
import { PageLoading } from '../../components/PageLoading/PageLoading';
import { RouteErrorPage } from '../../components/RouteErrorPage/RouteErrorPage';
import { RootLayout } from '../layouts/RootLayout';
import { mainRoute, productWorkflowRoute } from './mainRoutes';
import { mobileRoute } from './mobileRoutes';
import { notFoundRoute, publicRoutes } from './publicRoutes';

/** Every route of the app; pages are lazy chunks, the shell around them is loaded once. */
export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: PageLoading,
    children: [
      ...publicRoutes,
      mainRoute,
      productWorkflowRoute,
      mobileRoute,
      notFoundRoute('404'),
      notFoundRoute('*'),
    ],
  },
];
