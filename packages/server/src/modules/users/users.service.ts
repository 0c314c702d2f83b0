import {
  type PasswordChange,
  type Personal,
  type PersonalUpdate,
  type Preference,
  preferenceSchema,
  type RoleItem,
  SYSTEM_ADMIN_ROLE,
} from '@slipway/contracts';
import { BadRequestError, NotFoundError } from '../../lib/errors.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import type { RolesRepository } from './roles.repository.js';
import type { UserRow, UsersRepository } from './users.repository.js';

export const isSystemAdmin = (roles: RoleItem[]) =>
  roles.some((r) => r.role === SYSTEM_ADMIN_ROLE && r.project_name === '');

export class UsersService {
  constructor(
    private readonly users: UsersRepository,
    private readonly roles: RolesRepository,
  ) {}

  async requireUser(uid: string): Promise<UserRow> {
    const user = await this.users.findById(uid);
    if (!user) throw new NotFoundError('error.userNotFound');
    return user;
  }

  async personal(uid: string): Promise<Personal> {
    const user = await this.requireUser(uid);
    return toPersonal(user, isSystemAdmin(await this.roles.rolesOf(uid)));
  }

  async updatePersonal(uid: string, patch: PersonalUpdate): Promise<Personal> {
    await this.requireUser(uid);
    const changes = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
    if (Object.keys(changes).length > 0) await this.users.update(uid, changes);
    return this.personal(uid);
  }

  async changePassword(uid: string, change: PasswordChange): Promise<void> {
    const user = await this.requireUser(uid);
    if (!(await verifyPassword(user.passwordHash, change.oldPassword))) {
      throw new BadRequestError('error.wrongOldPassword');
    }
    await this.users.setPasswordHash(uid, await hashPassword(change.newPassword));
  }

  async preference(uid: string): Promise<Preference> {
    await this.requireUser(uid);
    return this.users.getPreference(uid);
  }

  async updatePreference(uid: string, patch: Partial<Preference>): Promise<Preference> {
    const current = await this.preference(uid);
    const next = preferenceSchema.parse({ ...current, ...stripUndefined(patch) });
    await this.users.savePreference(uid, next);
    return next;
  }

  async rolesOf(uid: string): Promise<RoleItem[]> {
    await this.requireUser(uid);
    return this.roles.rolesOf(uid);
  }

  count(): Promise<number> {
    return this.users.count();
  }
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

export function toPersonal(user: UserRow, admin: boolean): Personal {
  return {
    uid: user.id,
    account: user.account,
    name: user.name,
    email: user.email,
    phone: user.phone,
    identity_type: user.identityType,
    is_system_admin: admin,
    created_at: user.createdAt.toISOString(),
    last_login_time: user.lastLoginAt?.toISOString() ?? null,
  };
}
