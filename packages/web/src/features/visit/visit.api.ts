import { apiPaths } from '@slipway/contracts';
import { http } from '../../api/http';

/** Visit reporting never bothers the user: every call is silent. */
export const visitApi = {
  publicKey: () => http.get<{ publicKey: string }>(apiPaths.publicKey, { silent: true }),
  record: (payload: string) => http.post<void>(apiPaths.visitRecords, { payload }, { silent: true }),
};
