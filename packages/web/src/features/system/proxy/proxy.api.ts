import { type ProxyBody, type ProxySetting, proxyPaths } from '@slipway/contracts';
import { http } from '../../../api/http';

type Done = { message: string };

/** The system's one outgoing HTTP proxy; its password comes back masked and is kept when sent back so. */
export const proxyApi = {
  current: async (signal?: AbortSignal): Promise<ProxySetting | null> =>
    (await http.get<ProxySetting[]>(proxyPaths.list, { signal }))[0] ?? null,
  save: (id: string | undefined, body: ProxyBody) =>
    id === undefined
      ? http.post<Done>(proxyPaths.list, body)
      : http.put<Done>(proxyPaths.one.replace(':id', encodeURIComponent(id)), body),
  test: (body: ProxyBody) => http.post<Done>(proxyPaths.connectionTest, body),
};
