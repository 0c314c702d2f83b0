import { type ExternalLink, type ExternalLinkBody, externalLinkPath } from '@slipway/contracts';
import { http } from '../../../api/http';

type Done = { message: string };

/** Quick links: everybody reads them (the header), the system administrator keeps them. */
export const linksApi = {
  /** Silent: the header shows them on every page, a failure to load them must not toast on each one. */
  list: (signal?: AbortSignal) => http.get<ExternalLink[]>(externalLinkPath, { signal, silent: true }),
  create: (body: ExternalLinkBody) => http.post<Done>(externalLinkPath, body),
  update: (id: number, body: ExternalLinkBody) => http.put<Done>(`${externalLinkPath}/${id}`, body),
  remove: (id: number) => http.delete<Done>(`${externalLinkPath}/${id}`),
};
