import { apiPaths, type JenkinsBody, type JenkinsBuildArg, jenkinsPaths } from '@slipway/contracts';
import { http } from '../../../api/http';
import { createBrowserKey } from '../../../lib/browserKey';

/** A Jenkins server of system integration; `password` is the API token. */
export interface JenkinsServer {
  id: string;
  url: string;
  username: string;
  password: string;
}
export type { JenkinsBody };

type Done = { message: string };
const onePath = (id: string) => jenkinsPaths.integration.replace(':id', encodeURIComponent(id));

/** The Jenkins calls of the portal (portal shapes §9). */
export const jenkinsApi = {
  /** The servers, the API token decrypted in this browser for editing. */
  list: async (signal?: AbortSignal): Promise<JenkinsServer[]> => {
    const { publicKey } = await http.get<{ publicKey: string }>(apiPaths.publicKey, { signal });
    const key = createBrowserKey(publicKey);
    const servers = await http.get<JenkinsServer[]>(jenkinsPaths.integrations, {
      query: { encryptedKey: key.encryptedKey },
      signal,
    });
    return Promise.all(
      servers.map(async (server) => ({
        ...server,
        password: server.password ? await key.decrypt(server.password) : '',
      })),
    );
  },
  create: (body: JenkinsBody) => http.post<Done>(jenkinsPaths.integrations, body),
  update: (id: string, body: JenkinsBody) => http.put<Done>(onePath(id), { ...body, id }),
  remove: (id: string) => http.delete<Done>(onePath(id)),
  /** Silent: the dialog shows the server's answer itself. */
  testConnection: (body: JenkinsBody) => http.post<Done>(jenkinsPaths.connection, body, { silent: true }),
  jobNames: (id: string, signal?: AbortSignal) =>
    http.get<string[]>(jenkinsPaths.jobNames.replace(':id', encodeURIComponent(id)), { signal }),
  jobParams: (id: string, job: string, signal?: AbortSignal) =>
    http.get<JenkinsBuildArg[]>(
      jenkinsPaths.buildArgs
        .replace(':id', encodeURIComponent(id))
        .replace(':jobName', encodeURIComponent(job)),
      { signal },
    ),
};
