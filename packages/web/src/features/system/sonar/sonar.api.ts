import { apiPaths, type SonarBody, type SonarIntegration, sonarPaths } from '@slipway/contracts';
import { http } from '../../../api/http';
import { createBrowserKey } from '../../../lib/browserKey';

/** A Sonar server scanners report to; its token decrypted in the browser for editing. */
export type SonarServer = SonarIntegration;

type Done = { message: string };
const one = (id: string) => sonarPaths.integration.replace(':id', encodeURIComponent(id));

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
    const servers = await http.get<SonarServer[]>(sonarPaths.integrations, {
      query: { encryptedKey: key.encryptedKey, projectName },
      signal,
    });
    return Promise.all(
      servers.map(async (server) => ({ ...server, token: await key.decrypt(server.token) })),
    );
  },
  create: (body: SonarBody) => expectSuccess(http.post<Done>(sonarPaths.integrations, body)),
  update: (id: string, body: SonarBody) => expectSuccess(http.put<Done>(one(id), { ...body, id })),
  remove: (id: string) => http.delete<Done>(one(id)),
  validate: (body: SonarBody) => expectSuccess(http.post<Done>(sonarPaths.validate, body, { silent: true })),
};
