import { apiPaths, type Storage, type StorageBody, storagePaths } from '@slipway/contracts';
import { http } from '../../../api/http';
import { createBrowserKey } from '../../../lib/browserKey';

type Done = { message: string };
const storagePath = (id: string) => storagePaths.one.replace(':id', encodeURIComponent(id));

/** Object storages of system settings; the secret key travels encrypted under a key of this browser. */
export const storageApi = {
  list: async (signal?: AbortSignal): Promise<Storage[]> => {
    const { publicKey } = await http.get<{ publicKey: string }>(apiPaths.publicKey, { signal });
    const key = createBrowserKey(publicKey);
    const stores = await http.get<Storage[]>(storagePaths.list, {
      query: { encryptedKey: key.encryptedKey },
      signal,
    });
    return Promise.all(stores.map(async (s) => ({ ...s, sk: await key.decrypt(s.sk) })));
  },
  create: (body: StorageBody) => http.post<Done>(storagePaths.list, body),
  update: (id: string, body: StorageBody) => http.put<Done>(storagePath(id), body),
  remove: (id: string) => http.delete<Done>(storagePath(id)),
};
