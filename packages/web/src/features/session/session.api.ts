import {
  apiPaths,
  type LoginBody,
  type LoginResponse,
  type Preference,
  type UserRoleBinding,
} from '@slipway/contracts';
import { http } from '../../api/http';

export const sessionApi = {
  /** A wrong password is a 401 with the server's message, not a lost session. */
  login: (body: LoginBody) => http.post<LoginResponse>(apiPaths.login, body, { sessionless: true }),
  /** The system roles the user holds (no project named), as the portal loads them after sign-in. */
  roles: (uid: string) =>
    http.get<UserRoleBinding[]>(apiPaths.userBindings, { query: { uid, projectName: '' } }),
  preference: (uid: string) => http.get<Preference>(apiPaths.setting(uid)),
};
