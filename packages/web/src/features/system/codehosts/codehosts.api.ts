import {
  apiPaths,
  type Codehost,
  type CodehostBody,
  type CodehostType,
  CREDENTIAL_MASK,
  codehostOauthPaths,
  codehostPaths,
} from '@slipway/contracts';
import { http } from '../../../api/http';
import { createBrowserKey } from '../../../lib/browserKey';

type Done = { message: string };
/** The secrets the list sends encrypted under this browser's key; `access_token` stays masked. */
const encryptedSecrets = ['client_secret', 'password', 'private_access_token', 'ssh_key'] as const;
const onePath = (id: number) => codehostPaths.one.replace(':id', String(id));

/** The code hosts of system integration (the portal's /api/v1/codehosts calls). */
export const codehostsApi = {
  /** Every host with its secrets decrypted in this browser, for the settings list and its edit dialog. */
  listWithSecrets: async (signal?: AbortSignal): Promise<Codehost[]> => {
    const { publicKey } = await http.get<{ publicKey: string }>(apiPaths.publicKey, { signal });
    const key = createBrowserKey(publicKey);
    const hosts = await http.get<Codehost[]>(codehostPaths.list, {
      query: { encryptedKey: key.encryptedKey },
      signal,
    });
    return Promise.all(
      hosts.map(async (host) => {
        const opened = { ...host };
        // only administrators receive secrets; everybody else sees them masked
        for (const field of encryptedSecrets)
          if (host[field] && host[field] !== CREDENTIAL_MASK) opened[field] = await key.decrypt(host[field]);
        return opened;
      }),
    );
  },
  create: (body: CodehostBody) => http.post<{ id: number }>(codehostPaths.list, body),
  /** the form's body, or a whole row as read (the proxy switch), as the portal sends it */
  update: (id: number, body: CodehostBody | Codehost) => http.patch<Done>(onePath(id), body),
  remove: (id: number) => http.delete<Done>(onePath(id)),
};

/** Hosts whose access comes from the provider's OAuth: saved, then authorised in this browser. */
export const oauthTypes: ReadonlyArray<CodehostType> = ['github', 'gitlab', 'gitee'];

/** Where the provider sends the browser back with its code: pasted into the provider's OAuth app. */
export const oauthCallbackUrl = (origin: string) => `${origin}${codehostOauthPaths.callback}`;

/** The browser navigation that starts a host's OAuth and comes back to `page`. */
export const oauthStartUrl = (id: number, page: string) =>
  `${codehostOauthPaths.auth.replace(':id', String(id))}?redirect_url=${encodeURIComponent(page)}`;
