import { apiPaths, type Host, type HostBody, hostPaths } from '@slipway/contracts';
import { http } from '../../api/http';
import { createBrowserKey } from '../../lib/browserKey';

type Done = { message: string };

/** Where the hosts of a page live: system settings, or one project. */
export type HostScope = { type: 'system' } | { type: 'project'; projectName: string };

const pathsOf = (scope: HostScope) =>
  scope.type === 'system'
    ? { list: hostPaths.system, one: hostPaths.systemOne, query: {} }
    : { list: hostPaths.project, one: hostPaths.projectOne, query: { projectName: scope.projectName } };

/**
 * Hosts of a scope. The private key travels encrypted under a key of this browser and is handed to
 * the form decoded (the PEM text); the form's PEM goes back base64-encoded, as the server keeps it.
 */
export const hostsApi = {
  list: async (scope: HostScope, signal?: AbortSignal): Promise<Host[]> => {
    const paths = pathsOf(scope);
    const { publicKey } = await http.get<{ publicKey: string }>(apiPaths.publicKey, { signal });
    const key = createBrowserKey(publicKey);
    const hosts = await http.get<Host[]>(paths.list, {
      query: { ...paths.query, encryptedKey: key.encryptedKey, keyword: '' },
      signal,
    });
    return Promise.all(
      hosts.map(async (h) => ({
        ...h,
        private_key: h.private_key ? atob(await key.decrypt(h.private_key)) : '',
      })),
    );
  },
  save: (scope: HostScope, id: string | undefined, body: HostBody) => {
    const paths = pathsOf(scope);
    return id === undefined
      ? http.post<Done>(paths.list, body, { query: paths.query })
      : http.put<Done>(paths.one.replace(':id', encodeURIComponent(id)), body, { query: paths.query });
  },
  remove: (scope: HostScope, id: string) => {
    const paths = pathsOf(scope);
    return http.delete<Done>(paths.one.replace(':id', encodeURIComponent(id)), { query: paths.query });
  },
};
