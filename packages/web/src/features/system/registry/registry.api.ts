import { apiPaths, type Registry, type RegistryBody, registryPaths } from '@slipway/contracts';
import { http } from '../../../api/http';
import { createBrowserKey } from '../../../lib/browserKey';

type Done = { message: string };
const registryPath = (id: string) => registryPaths.namespace.replace(':id', encodeURIComponent(id));

/** Image registries of system settings; the secret keys travel encrypted under a key of this browser. */
export const registryApi = {
  list: async (signal?: AbortSignal): Promise<Registry[]> => {
    const { publicKey } = await http.get<{ publicKey: string }>(apiPaths.publicKey, { signal });
    const key = createBrowserKey(publicKey);
    const registries = await http.get<Registry[]>(registryPaths.namespaces, {
      query: { encryptedKey: key.encryptedKey },
      signal,
    });
    return Promise.all(registries.map(async (r) => ({ ...r, secret_key: await key.decrypt(r.secret_key) })));
  },
  create: (body: RegistryBody) => http.post<Done>(registryPaths.namespaces, body),
  update: (id: string, body: RegistryBody) => http.put<Done>(registryPath(id), body),
  remove: (id: string) => http.delete<Done>(registryPath(id)),
};
