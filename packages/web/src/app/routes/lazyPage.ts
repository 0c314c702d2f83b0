import type { ComponentType } from 'react';
import { type LoaderFunctionArgs, type Params, type RouteObject, redirect } from 'react-router';
import { loadChunk } from '../navigation/chunkReload';

/** A route whose component is a chunk of its own, loaded on first visit. */
export function lazyPage(load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: await loadChunk(load) }) };
}

/** An index route that sends the user on to a child page. */
export function redirectIndex(to: string | ((params: Params) => string)): RouteObject {
  return {
    index: true,
    // The loader redirects before anything renders; `null` tells the router the route is not empty.
    element: null,
    loader: ({ params }: LoaderFunctionArgs) => redirect(typeof to === 'string' ? to : to(params)),
  };
}
