import { apiPaths, type Codehost, codehostPaths } from '@slipway/contracts';
import { http } from '../../api/http';
import { createBrowserKey } from '../../lib/browserKey';

/** An owner (group or user) of a code host. */
export interface RepoOwner {
  name: string;
  path: string;
  kind: string;
}
/** A repository; `namespace` is what branch calls take as the owner. */
export interface RepoProject {
  name: string;
  namespace: string;
}
export interface RepoBranch {
  name: string;
}

const at = (path: string, id: number) => path.replace(':id', String(id));
/** The portal asks for the first 200 of everything and narrows with the search text. */
const PAGE = { page: 1, per_page: 200 };

/** The calls the repository picker makes, as the portal makes them (portal shapes §1). */
export const repoSelectApi = {
  /** The hosts, asked for with a browser key as the portal's pickers do; secrets are not read. */
  codehosts: async (signal?: AbortSignal): Promise<Codehost[]> => {
    const { publicKey } = await http.get<{ publicKey: string }>(apiPaths.publicKey, { signal });
    const { encryptedKey } = createBrowserKey(publicKey);
    return http.get<Codehost[]>(codehostPaths.list, { query: { encryptedKey }, signal });
  },
  owners: (id: number, key: string, signal?: AbortSignal) =>
    http.get<RepoOwner[]>(at(codehostPaths.namespaces, id), { query: { key }, signal }),
  projects: (id: number, owner: RepoOwner, key: string, signal?: AbortSignal) =>
    http.get<RepoProject[]>(at(codehostPaths.projects, id), {
      query: { repoOwner: encodeURI(owner.path), type: owner.kind || 'group', ...PAGE, key },
      signal,
    }),
  /** Silent: the picker says itself that branches could not be read and lets the user type one. */
  branches: async (id: number, namespace: string, repoName: string, signal?: AbortSignal) =>
    (await http.get<RepoBranch[] | null>(at(codehostPaths.branches, id), {
      query: { repoOwner: namespace, repoName, ...PAGE, key: '' },
      signal,
      silent: true,
    })) ?? [],
};
