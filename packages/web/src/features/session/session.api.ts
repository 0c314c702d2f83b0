import {
  apiPaths,
  type LoginBody,
  type LoginResponse,
  type Preference,
  type RoleItem,
} from '@slipway/contracts';
import { http } from '../../api/http';

export const sessionApi = {
  /** A wrong password is a 401 with the server's message, not a lost session. */
  login: (body: LoginBody) => http.post<LoginResponse>(apiPaths.login, body, { sessionless: true }),
  roles: (uid: string) => http.get<RoleItem[]>(apiPaths.userRoles(uid)),
  preference: (uid: string) => http.get<Preference>(apiPaths.setting(uid)),
};
