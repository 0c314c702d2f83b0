import type { RouteObject } from 'react-router';
import type { TranslationKey } from '../../i18n/tKey';
import type { RouteHandle } from '../navigation/routeHandle';
import { lazyPage } from './lazyPage';

const placeholder = lazyPage(async () => (await import('./AreaPlaceholderPage')).AreaPlaceholderPage);

/** The empty-state page as an index route; it shows the title of its parent. */
export function areaIndex(): RouteObject {
  return { index: true, ...placeholder };
}

/**
 * A route of an area whose screens come in a later issue: it has its title and shows the shared
 * empty state. With children, the area's own page is the index route.
 */
export function area(path: string, title: TranslationKey, children: RouteObject[] = []): RouteObject {
  const handle: RouteHandle = { title };
  if (children.length === 0) return { path, handle, ...placeholder };
  return { path, handle, children: [areaIndex(), ...children] };
}
