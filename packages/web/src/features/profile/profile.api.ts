import {
  apiPaths,
  type PasswordChange,
  type PasswordChanged,
  type Personal,
  type PersonalUpdate,
  type Preference,
} from '@slipway/contracts';
import { http } from '../../api/http';

export const profileApi = {
  personal: (uid: string, signal?: AbortSignal) => http.get<Personal>(apiPaths.personal(uid), { signal }),
  updatePersonal: (uid: string, body: PersonalUpdate) => http.put<Personal>(apiPaths.personal(uid), body),
  changePassword: (uid: string, body: PasswordChange) =>
    http.put<PasswordChanged>(apiPaths.password(uid), body),
  updatePreference: (uid: string, body: Partial<Preference>) =>
    http.put<Preference>(apiPaths.setting(uid), body),
};
