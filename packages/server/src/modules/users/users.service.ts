import {
  type ManagedUserList,
  type PasswordChange,
  type Personal,
  type PersonalUpdate,
  type Preference,
  preferenceSchema,
  SYSTEM_ADMIN_ROLE,
  type UserCreate,
  type UserInfo,
  type UserList,
  type UserRoleBinding,
  type UserSearch,
  type UserUpdate,
} from '@slipway/contracts';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import type { TokenService } from '../../lib/tokens.js';
import { unixSeconds } from '../../lib/unix-seconds.js';
import type { RbacRepository } from '../rbac/rbac.repository.js';
import type { SystemRoleBindingsService } from '../rbac/system-rolebindings.service.js';
import type { UserRow, UsersRepository } from './users.repository.js';

export const isSystemAdmin = (roles: ReadonlyArray<{ role: string; project_name: string }>) =>
  roles.some((r) => r.role === SYSTEM_ADMIN_ROLE && r.project_name === '');

const holdsAdmin = (bindings: readonly UserRoleBinding[] = []) =>
  bindings.some((b) => b.role === SYSTEM_ADMIN_ROLE);

export interface UsersServiceDeps {
  users: UsersRepository;
  roles: RbacRepository;
  systemBindings: SystemRoleBindingsService;
  tokens: Pick<TokenService, 'signApiToken'>;
}

export class UsersService {
  private readonly users: UsersRepository;

  constructor(private readonly deps: UsersServiceDeps) {
    this.users = deps.users;
  }

  async requireUser(uid: string): Promise<UserRow> {
    const user = await this.users.findById(uid);
    if (!user) throw new NotFoundError('error.userNotFound');
    return user;
  }

  /** The profile of `uid` as `viewerUid` sees it: the API token is for the user themself only. */
  async personal(uid: string, viewerUid: string): Promise<Personal> {
    const user = await this.requireUser(uid);
    const info = toUserInfo(user, isSystemAdmin(await this.deps.roles.rolesOf(uid)));
    // The token stays the same until a new password ends the user's sessions (and replaces it).
    const token =
      viewerUid === uid
        ? await this.deps.tokens.signApiToken(
            { uid: user.id, account: user.account },
            user.sessionsValidAfter ?? user.createdAt,
          )
        : '';
    return { ...info, token };
  }

  async updatePersonal(uid: string, patch: PersonalUpdate, viewerUid: string): Promise<Personal> {
    await this.applyPersonal(uid, patch);
    return this.personal(uid, viewerUid);
  }

  private async applyPersonal(uid: string, patch: PersonalUpdate): Promise<void> {
    await this.requireUser(uid);
    const changes = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
    if (Object.keys(changes).length > 0) await this.users.update(uid, changes);
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

  count(): Promise<number> {
    return this.users.count();
  }

  // ---- administration of accounts

  /** Creates an account holding the system roles named by `isAdmin` (false: none). */
  async create(body: UserCreate): Promise<UserInfo> {
    const roles = body.isAdmin || [];
    if (await this.users.findByAccount(body.account)) throw new ConflictError('error.accountExists');
    await this.deps.systemBindings.checkRoles(roles);
    const user = await this.users.create({
      account: body.account,
      name: body.name,
      email: body.email ?? '',
      phone: body.phone ?? '',
      passwordHash: await hashPassword(body.password),
    });
    await this.deps.systemBindings.grant(user.id, roles);
    return toUserInfo(user, roles.includes(SYSTEM_ADMIN_ROLE));
  }

  async update(uid: string, body: UserUpdate): Promise<UserInfo> {
    const { password, ...personal } = body;
    await this.applyPersonal(uid, personal);
    if (password) await this.users.replacePassword(uid, await hashPassword(password));
    const bindings = await this.deps.systemBindings.ofUsers([uid]);
    return toUserInfo(await this.requireUser(uid), holdsAdmin(bindings.get(uid)));
  }

  async delete(actorUid: string, uid: string): Promise<void> {
    if (actorUid === uid) throw new BadRequestError('error.cannotDeleteSelf');
    await this.requireUser(uid);
    await this.users.delete(uid);
  }

  /** A page of accounts (POST /api/v1/users/search). */
  async search(query: UserSearch): Promise<UserList> {
    const list = await this.manage(query);
    return {
      users: list.users.map(({ system_role_bindings: _bindings, ...user }) => user),
      total_count: list.total_count,
    };
  }

  /** A page of accounts with the system roles each holds (POST /api/v1/picket/users). */
  async manage(query: UserSearch): Promise<ManagedUserList> {
    const { rows, total } = await this.users.search(
      query.name.trim(),
      query.uids,
      query.page,
      query.per_page,
    );
    const bindings = await this.deps.systemBindings.ofUsers(rows.map((row) => row.id));
    const users = rows.map((row) => {
      const held = bindings.get(row.id) ?? [];
      return { ...toUserInfo(row, holdsAdmin(held)), system_role_bindings: held };
    });
    return { users, total_count: total };
  }
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** An account as the portal reads it: times in unix seconds, 0 for a user who never signed in. */
export function toUserInfo(user: UserRow, admin: boolean): UserInfo {
  return {
    uid: user.id,
    account: user.account,
    name: user.name,
    email: user.email,
    phone: user.phone,
    identity_type: user.identityType,
    admin,
    created_at: unixSeconds(user.createdAt),
    last_login_time: user.lastLoginAt ? unixSeconds(user.lastLoginAt) : 0,
  };
}
