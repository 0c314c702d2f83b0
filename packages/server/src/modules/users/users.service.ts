import {
  type PasswordChange,
  type Personal,
  type PersonalUpdate,
  type Preference,
  preferenceSchema,
  type RoleItem,
  SYSTEM_ADMIN_ROLE,
  type UserCreate,
  type UserSearch,
  type UserUpdate,
  type UserWithRoles,
} from '@slipway/contracts';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import type { RbacRepository } from '../rbac/rbac.repository.js';
import type { UserRow, UsersRepository } from './users.repository.js';

export const isSystemAdmin = (roles: RoleItem[]) =>
  roles.some((r) => r.role === SYSTEM_ADMIN_ROLE && r.project_name === '');

export class UsersService {
  constructor(
    private readonly users: UsersRepository,
    private readonly roles: RbacRepository,
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
    await this.users.replacePassword(uid, await hashPassword(change.newPassword));
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

  // ---- administration of accounts

  async create(body: UserCreate): Promise<Personal> {
    if (await this.users.findByAccount(body.account)) throw new ConflictError('error.accountExists');
    const user = await this.users.create({
      account: body.account,
      name: body.name,
      email: body.email ?? '',
      phone: body.phone ?? '',
      passwordHash: await hashPassword(body.password),
    });
    return toPersonal(user, false);
  }

  async update(uid: string, body: UserUpdate): Promise<Personal> {
    const { password, ...personal } = body;
    await this.updatePersonal(uid, personal);
    if (password) await this.users.replacePassword(uid, await hashPassword(password));
    return this.personal(uid);
  }

  async delete(actorUid: string, uid: string): Promise<void> {
    if (actorUid === uid) throw new BadRequestError('error.cannotDeleteSelf');
    await this.requireUser(uid);
    await this.users.delete(uid);
  }

  async search(query: UserSearch): Promise<{ users: Personal[]; total: number }> {
    const withRoles = await this.searchWithRoles(query);
    return {
      users: withRoles.users.map(({ system_roles: _roles, ...user }) => user),
      total: withRoles.total,
    };
  }

  async searchWithRoles(query: UserSearch): Promise<{ users: UserWithRoles[]; total: number }> {
    const { rows, total } = await this.users.search(
      query.name.trim(),
      query.uids,
      query.page,
      query.per_page,
    );
    const users = await Promise.all(
      rows.map(async (row) => {
        const roles = await this.roles.rolesOf(row.id);
        const systemRoles = roles.filter((r) => r.project_name === '').map((r) => r.role);
        return { ...toPersonal(row, isSystemAdmin(roles)), system_roles: systemRoles };
      }),
    );
    return { users, total };
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
