import { createBrowserRouter } from 'react-router';
import { setNavigator } from '../lib/navigation';
import { appRoutes, patchSignedInRoutes } from './routes';

/** The data router; code outside React navigates through it (see lib/navigation). */
export function createAppRouter() {
  const router = createBrowserRouter(appRoutes, { patchRoutesOnNavigation: patchSignedInRoutes });
  setNavigator((path, options) => void router.navigate(path, options));
  return router;
}
