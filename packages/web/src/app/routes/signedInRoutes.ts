import type { RouteObject } from 'react-router';
import { mainRoute, productWorkflowRoute } from './mainRoutes';
import { mobileRoute } from './mobileRoutes';

/** The areas behind the sign-in: a chunk of their own, added to the router on first visit (see index.ts). */
export const signedInRoutes: RouteObject[] = [mainRoute, productWorkflowRoute, mobileRoute];
