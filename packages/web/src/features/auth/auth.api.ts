import { apiPaths, type Feature, type SignupBody, type UserInfo } from '@slipway/contracts';
import { http } from '../../api/http';

/** Calls made before signing in; none of them depends on a session. */
export const authApi = {
  registerFeature: (signal?: AbortSignal) =>
    http.get<Feature>(apiPaths.feature('RegisterTrigger'), { signal, silent: true, sessionless: true }),
  signup: (body: SignupBody) => http.post<UserInfo>(apiPaths.signup, body, { sessionless: true }),
  /** Mails a reset link; answers with the mailbox, partly hidden. */
  retrieve: (account: string) =>
    http.get<{ email: string }>(apiPaths.retrieve, { query: { account }, sessionless: true }),
  /** The token of the mailed link is the bearer of this one call. */
  reset: (password: string, token: string) =>
    http.post<{ message: string }>(apiPaths.reset, { password }, { token, sessionless: true }),
};
