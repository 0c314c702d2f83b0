import {
  PRESET_ROLES,
  parseSystemRoleBindingName,
  type SystemRoleBindingBody,
  systemRoleBindingName,
  type UserRoleBinding,
} from '@slipway/contracts';
import { BadRequestError, NotFoundError } from '../../lib/errors.js';
import type { RbacRepository } from './rbac.repository.js';

/** System roles are bound outside any project. */
const SYSTEM = '';

const toBinding = (uid: string, role: string, preset: boolean): UserRoleBinding => ({
  name: systemRoleBindingName(uid, role),
  uid,
  role,
  preset,
});

/** Who holds which system role (spec §6): the grants made from the user administration screens. */
export class SystemRoleBindingsService {
  constructor(private readonly rbac: RbacRepository) {}

  async list(): Promise<UserRoleBinding[]> {
    const rows = await this.rbac.listBindings(SYSTEM);
    return rows.flatMap((row) => (row.uid ? [toBinding(row.uid, row.role, row.preset)] : []));
  }

  /** The system roles each of `uids` holds, by role name (a user holding none is absent from the map). */
  async ofUsers(uids: readonly string[]): Promise<Map<string, UserRoleBinding[]>> {
    const wanted = new Set(uids);
    const byUser = new Map<string, UserRoleBinding[]>();
    const bindings = (await this.list()).sort((a, b) => a.role.localeCompare(b.role));
    for (const binding of bindings) {
      if (!wanted.has(binding.uid)) continue;
      byUser.set(binding.uid, [...(byUser.get(binding.uid) ?? []), binding]);
    }
    return byUser;
  }

  /** Grants one system role; granting one the user holds already changes nothing. */
  add(body: SystemRoleBindingBody): Promise<void> {
    return this.grant(body.uid, [body.role]);
  }

  /** Grants `roleNames` to `uid`, keeping the roles the user holds. */
  async grant(uid: string, roleNames: readonly string[]): Promise<void> {
    await this.requireUser(uid);
    for (const roleId of await this.resolveRoles(roleNames)) await this.rbac.bind({ uid }, roleId, SYSTEM);
  }

  /** Refuses names that are not system roles, before anything is changed. */
  async checkRoles(roleNames: readonly string[]): Promise<void> {
    await this.resolveRoles(roleNames);
  }

  /** Makes `bindings` exactly the system roles `uid` holds; [] removes them all. */
  async replace(uid: string, bindings: readonly SystemRoleBindingBody[]): Promise<void> {
    if (bindings.some((binding) => binding.uid !== uid))
      throw new BadRequestError('validation.binding.otherUser');
    await this.requireUser(uid);
    const roleNames = bindings.map((binding) => binding.role);
    const roleIds = await this.resolveRoles(roleNames);
    if (!roleNames.includes(PRESET_ROLES.systemAdmin)) await this.keepAnAdmin(uid);
    await this.rbac.unbindUser(uid, SYSTEM, roleIds);
    for (const roleId of roleIds) await this.rbac.bind({ uid }, roleId, SYSTEM);
  }

  /** Takes back the grant named `user:<uid>,role:<role>`. */
  async remove(name: string): Promise<void> {
    const parsed = parseSystemRoleBindingName(name);
    const held = parsed ? await this.rbac.heldRoles(parsed.uid, SYSTEM) : [];
    const binding = held.find((h) => h.groupId === null && h.role === parsed?.role);
    if (!parsed || !binding) throw new NotFoundError('error.bindingNotFound');
    if (binding.role === PRESET_ROLES.systemAdmin) await this.keepAnAdmin(parsed.uid);
    await this.rbac.deleteBinding(binding.bindingId, SYSTEM);
  }

  private async resolveRoles(names: readonly string[]): Promise<number[]> {
    const ids: number[] = [];
    for (const name of new Set(names)) {
      const role = await this.rbac.findRole(name, SYSTEM);
      if (!role) throw new NotFoundError('error.roleNotFound', name);
      ids.push(role.id);
    }
    return ids;
  }

  private async requireUser(uid: string): Promise<void> {
    if ((await this.rbac.existingUserIds([uid])).length === 0)
      throw new BadRequestError('validation.user.unknown');
  }

  /** Refuses a change that would leave the system without an administrator. */
  private async keepAnAdmin(losing: string): Promise<void> {
    const admins = await this.rbac.usersWithRole(PRESET_ROLES.systemAdmin, SYSTEM);
    if (admins.length > 0 && admins.every((uid) => uid === losing))
      throw new BadRequestError('error.lastAdmin');
  }
}
