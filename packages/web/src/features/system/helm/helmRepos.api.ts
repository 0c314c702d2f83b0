import { apiPaths, type HelmRepo, type HelmRepoBody, helmRepoPaths } from '@slipway/contracts';
import { http } from '../../../api/http';
import { createBrowserKey } from '../../../lib/browserKey';

type Done = { message: string };
const repoPath = (id: string) => helmRepoPaths.repo.replace(':id', encodeURIComponent(id));

/** Helm repositories of system settings; the passwords travel encrypted under a key of this browser. */
export const helmReposApi = {
  list: async (signal?: AbortSignal): Promise<HelmRepo[]> => {
    const { publicKey } = await http.get<{ publicKey: string }>(apiPaths.publicKey, { signal });
    const key = createBrowserKey(publicKey);
    const repos = await http.get<HelmRepo[]>(helmRepoPaths.repos, {
      query: { encryptedKey: key.encryptedKey },
      signal,
    });
    return Promise.all(
      repos.map(async (r) => ({ ...r, password: r.password && (await key.decrypt(r.password)) })),
    );
  },
  create: (body: HelmRepoBody) => http.post<Done>(helmRepoPaths.repos, body),
  update: (id: string, body: HelmRepoBody) => http.put<Done>(repoPath(id), body),
  remove: (id: string) => http.delete<Done>(repoPath(id)),
};
