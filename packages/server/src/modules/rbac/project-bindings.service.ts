import {
  ALL_USERS,
  type BindingSubject,
  PRESET_ROLES,
  type ProjectMember,
  type ProjectRoleBindingBody,
  parseProjectRoleBindingName,
  projectRoleBindingName,
} from '@slipway/contracts';
import { BadRequestError, NotFoundError } from '../../lib/errors.js';
import type { GroupRepository } from './group.repository.js';
import type { PolicyRepository } from './policy.repository.js';
import { PUBLIC_ROLE_PROJECT, type RbacRepository } from './rbac.repository.js';
import { requireUsers } from './require-users.js';

const subjectOf = (binding: ProjectRoleBindingBody): BindingSubject =>
  binding.uid !== undefined ? { uid: binding.uid } : { groupId: binding.group_id ?? 0 };

const blankMember = (uid: string): ProjectMember => ({
  uid,
  username: '',
  account: '',
  identity_type: '',
  email: '',
  phone: '',
  roles: [],
  policies: [],
  group_roles: [],
});

/** Every user reads a public project: shown as the 'all users' member holding read-only, made by the system. */
const allUsersMember = (): ProjectMember => ({
  ...blankMember(ALL_USERS),
  username: ALL_USERS,
  roles: [
    {
      name: projectRoleBindingName({ uid: ALL_USERS }, PRESET_ROLES.readOnly),
      uid: ALL_USERS,
      role: PRESET_ROLES.readOnly,
      preset: true,
      type: 'system',
    },
  ],
});

/** Who holds which role in a project (spec §6), as the portal's member screen lists and changes it. */
export class ProjectBindingsService {
  constructor(
    private readonly rbac: RbacRepository,
    private readonly groups: GroupRepository,
    private readonly policies: PolicyRepository,
  ) {}

  /** The members: users holding a role (directly or through a group) or a policy, and all users when public. */
  async members(projectName: string): Promise<ProjectMember[]> {
    const [bindings, groupRows, policyRows, visibility] = await Promise.all([
      this.rbac.listBindings(projectName),
      this.groups.list(projectName),
      this.policies.list(projectName),
      this.rbac.projectVisibility(projectName),
    ]);
    const [groupMembers, policyMembers] = await Promise.all([
      this.groups.members(groupRows.map((g) => g.id)),
      this.policies.members(policyRows.map((p) => p.id)),
    ]);
    const members = new Map<string, ProjectMember>();
    const member = (uid: string) => {
      const known = members.get(uid) ?? blankMember(uid);
      members.set(uid, known);
      return known;
    };
    for (const b of bindings) {
      const preset = b.role_project === PUBLIC_ROLE_PROJECT;
      if (b.uid) {
        const name = projectRoleBindingName({ uid: b.uid }, b.role);
        member(b.uid).roles.push({ name, uid: b.uid, role: b.role, preset, type: 'custom' });
      } else if (b.group_id !== null) {
        const name = projectRoleBindingName({ groupId: b.group_id }, b.role);
        const held = { name, group_id: b.group_id, group_name: b.group_name ?? '', role: b.role, preset };
        for (const uid of groupMembers.get(b.group_id) ?? []) member(uid).group_roles.push(held);
      }
    }
    for (const p of policyRows) {
      for (const uid of policyMembers.get(p.id) ?? []) {
        const name = `user:${uid},policy:${p.name}`;
        member(uid).policies.push({ name, uid, policy: p.name, preset: false, type: 'custom' });
      }
    }
    for (const user of await this.rbac.usersByIds([...members.keys()])) {
      Object.assign(member(user.id), {
        username: user.name,
        account: user.account,
        identity_type: user.identityType,
        email: user.email,
        phone: user.phone,
      });
    }
    const listed = [...members.values()].sort((a, b) => a.account.localeCompare(b.account));
    return visibility?.isPublic ? [...listed, allUsersMember()] : listed;
  }

  /** Grants each item's role to its user or group; all are checked before any is granted. */
  async bind(projectName: string, items: readonly ProjectRoleBindingBody[]): Promise<void> {
    const grants = await this.resolve(projectName, items);
    for (const { subject, roleId } of grants) await this.rbac.bind(subject, roleId, projectName);
  }

  /** Makes `items` exactly the roles `uid` holds in the project itself; [] removes them all. */
  async replaceUserRoles(projectName: string, uid: string, items: readonly ProjectRoleBindingBody[]) {
    if (items.some((item) => item.uid !== uid)) throw new BadRequestError('validation.binding.otherUser');
    await requireUsers(this.rbac, [uid]);
    const roleIds = (await this.resolve(projectName, items)).map((grant) => grant.roleId);
    await this.rbac.unbindUser(uid, projectName, roleIds);
    for (const roleId of roleIds) await this.rbac.bind({ uid }, roleId, projectName);
  }

  /** Takes back the binding named `user:<uid>,role:<role>` or `group:<id>,role:<role>`. */
  async unbind(projectName: string, name: string): Promise<void> {
    const parsed = parseProjectRoleBindingName(name);
    if (parsed && 'uid' in parsed.subject && parsed.subject.uid === ALL_USERS) {
      // the read-only of all users follows the project's visibility
      if ((await this.rbac.projectVisibility(projectName))?.isPublic) {
        throw new BadRequestError('error.allUsersReadOnly');
      }
      throw new NotFoundError('error.bindingNotFound');
    }
    if (!parsed || (await this.rbac.unbindNamed(parsed.subject, parsed.role, projectName)) === 0) {
      throw new NotFoundError('error.bindingNotFound');
    }
  }

  /**
   * The role each item names: a public one when `preset`, else the project's own (or a public one of that
   * name); users must exist, groups must be the project's.
   */
  private async resolve(projectName: string, items: readonly ProjectRoleBindingBody[]) {
    await requireUsers(
      this.rbac,
      items.flatMap((item) => (item.uid === undefined ? [] : [item.uid])),
    );
    const grants: { subject: BindingSubject; roleId: number }[] = [];
    for (const item of items) {
      const role = item.preset
        ? await this.rbac.findRole(item.role, PUBLIC_ROLE_PROJECT)
        : await this.rbac.findProjectRole(item.role, projectName);
      if (!role) throw new NotFoundError('error.roleNotFound', item.role);
      const subject = subjectOf(item);
      if ('groupId' in subject && !(await this.groups.find(subject.groupId, projectName))) {
        throw new NotFoundError('error.groupNotFound');
      }
      grants.push({ subject, roleId: role.id });
    }
    return grants;
  }
}
