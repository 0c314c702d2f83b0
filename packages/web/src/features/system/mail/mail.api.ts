import {
  apiPaths,
  type MailHost,
  type MailHostBody,
  type MailService,
  type MailServiceBody,
  mailPaths,
  type NOT_CONFIGURED,
} from '@slipway/contracts';
import { http } from '../../../api/http';
import { createBrowserKey } from '../../../lib/browserKey';

type Done = { message: string };
/** What a read answers: the settings, or "" while nothing is configured. */
type Answer<T> = T | typeof NOT_CONFIGURED;

/** POST creates, PATCH changes: the portal picks by whether settings were shown. */
const save = <T>(path: string, body: T, exists: boolean) =>
  exists ? http.patch<Done>(path, body) : http.post<Done>(path, body);

/** The mail server and sender of system settings (the portal's /api/v1/emails calls). */
export const mailApi = {
  /** Whether a server is set, for the layout's notice; silent, the notice is an extra. */
  host: (signal?: AbortSignal) => http.get<Answer<MailHost>>(mailPaths.host, { signal, silent: true }),
  /** The server with its password, which travels encrypted under a key of this browser. */
  hostWithPassword: async (signal?: AbortSignal): Promise<Answer<MailHost>> => {
    const { publicKey } = await http.get<{ publicKey: string }>(apiPaths.publicKey, { signal });
    const key = createBrowserKey(publicKey);
    const host = await http.get<Answer<MailHost>>(mailPaths.encryptedHost, {
      query: { encryptedKey: key.encryptedKey },
      signal,
    });
    return host && { ...host, password: await key.decrypt(host.password) };
  },
  service: (signal?: AbortSignal) => http.get<Answer<MailService>>(mailPaths.service, { signal }),
  saveHost: (body: MailHostBody, exists: boolean) => save(mailPaths.host, body, exists),
  saveService: (body: MailServiceBody, exists: boolean) => save(mailPaths.service, body, exists),
  removeHost: () => http.delete<Done>(mailPaths.host),
  removeService: () => http.delete<Done>(mailPaths.service),
};
