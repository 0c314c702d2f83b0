import { apiPaths } from '@slipway/contracts';
import { http } from '../../../api/http';
import { createBrowserKey } from '../../../lib/browserKey';

/** A Sonar server scanners report to; the token is decrypted in the browser for editing. */
export interface SonarServer {
  id: string;
  server_address: string;
  token: string;
}
export type SonarBody = Omit<SonarServer, 'id'>;

type Done = { message: string };
const base = '/api/aslan/system/sonar';
const one = (id: string) => `${base}/integration/${encodeURIComponent(id)}`;

/** The server answers `{message: 'success'}` when it did it; anything else is a failure. */
async function expectSuccess(call: Promise<Done>): Promise<Done> {
  const answer = await call;
  if (answer?.message !== 'success') throw new Error(answer?.message ?? 'failed');
  return answer;
}

export const sonarApi = {
  list: async (projectName = '', signal?: AbortSignal): Promise<SonarServer[]> => {
    const { publicKey } = await http.get<{ publicKey: string }>(apiPaths.publicKey, { signal });
    const key = createBrowserKey(publicKey);
    const servers = await http.get<SonarServer[]>(`${base}/integration`, {
      query: { encryptedKey: key.encryptedKey, projectName },
      signal,
    });
    return Promise.all(
      servers.map(async (server) => ({ ...server, token: await key.decrypt(server.token) })),
    );
  },
  create: (body: SonarBody) => expectSuccess(http.post<Done>(`${base}/integration`, body)),
  update: (id: string, body: SonarBody) => expectSuccess(http.put<Done>(one(id), { ...body, id })),
  remove: (id: string) => http.delete<Done>(one(id)),
  validate: (body: SonarBody) => expectSuccess(http.post<Done>(`${base}/validate`, body, { silent: true })),
};
