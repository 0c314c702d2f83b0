import {
  type GrantableVerbs,
  projectResources,
  type Role,
  type RoleBody,
  rulesAreGrantable,
  rulesOfVerbs,
  systemResources,
  verbsOfRules,
} from '@slipway/contracts';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.js';
import { PUBLIC_ROLE_PROJECT, type RbacRepository, type RoleRow } from './rbac.repository.js';

/** Where system roles are kept. */
export const SYSTEM_ROLES = '';
/** The portal names the system scope `?projectName=*` when it reads or edits a system role. */
export const SYSTEM_SCOPE_QUERY = '*';

/** The owner of the roles a `?projectName=` names: the system for '*', else the project. */
export const roleOwnerOf = (projectName: string) =>
  projectName === SYSTEM_SCOPE_QUERY ? SYSTEM_ROLES : projectName;

const grantableBy = (owner: string): GrantableVerbs =>
  owner === SYSTEM_ROLES ? systemResources : projectResources;

const storedType = (owner: string) =>
  owner === SYSTEM_ROLES ? 'system' : owner === PUBLIC_ROLE_PROJECT ? 'public' : 'private';

function toRole(row: RoleRow): Role {
  return {
    name: row.name,
    desc: row.description,
    type: row.preset ? 'system' : 'custom',
    isPublic: row.projectName === PUBLIC_ROLE_PROJECT,
    rules: rulesOfVerbs(row.actions, grantableBy(row.projectName)),
  };
}

/**
 * Roles of one owner: the system (''), the public roles every project shares ('*'), or a project's own.
 * Permissions come and go as the portal's rules; they are kept as the verbs they grant.
 */
export class RolesService {
  constructor(private readonly rbac: RbacRepository) {}

  async list(owner: string): Promise<Role[]> {
    return (await this.rbac.listRoles([owner])).map(toRole);
  }

  async get(owner: string, name: string): Promise<Role> {
    const row = await this.rbac.findRole(name, owner);
    if (!row) throw new NotFoundError('error.roleNotFound');
    return toRole(row);
  }

  /** A project's own role may not take the name of a public one, which every project already has. */
  async create(owner: string, body: RoleBody): Promise<void> {
    const actions = this.grantedVerbs(owner, body);
    const isProjectRole = owner !== SYSTEM_ROLES && owner !== PUBLIC_ROLE_PROJECT;
    if (
      (await this.rbac.findRole(body.name, owner)) ||
      (isProjectRole && (await this.rbac.findRole(body.name, PUBLIC_ROLE_PROJECT)))
    ) {
      throw new ConflictError('error.roleExists');
    }
    try {
      await this.rbac.insertRole({
        name: body.name,
        projectName: owner,
        type: storedType(owner),
        description: body.desc ?? '',
        actions,
        preset: false,
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictError('error.roleExists');
      throw error;
    }
  }

  /** Replaces the permissions; the description stays unless one is given (the portal's project dialog sends none). */
  async update(owner: string, name: string, body: RoleBody): Promise<void> {
    const role = await this.requireEditable(owner, name);
    const actions = this.grantedVerbs(owner, body);
    await this.rbac.updateRole(role.id, { description: body.desc ?? role.description, actions });
  }

  /** Deleting a role takes it from its holders too (their bindings go with it). */
  async remove(owner: string, name: string): Promise<void> {
    const role = await this.requireEditable(owner, name);
    await this.rbac.deleteRole(role.id);
  }

  private grantedVerbs(owner: string, body: RoleBody): string[] {
    if (!rulesAreGrantable(body.rules, grantableBy(owner))) {
      throw new BadRequestError('validation.role.unknownAction');
    }
    return verbsOfRules(body.rules);
  }

  private async requireEditable(owner: string, name: string): Promise<RoleRow> {
    const role = await this.rbac.findRole(name, owner);
    if (!role) throw new NotFoundError('error.roleNotFound');
    if (role.preset) throw new ForbiddenError('error.presetRole');
    return role;
  }
}
