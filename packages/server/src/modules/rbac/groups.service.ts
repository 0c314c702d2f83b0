import type { UserGroup, UserGroupBody } from '@slipway/contracts';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { ConflictError, NotFoundError } from '../../lib/errors.js';
import type { GroupRepository } from './group.repository.js';
import type { RbacRepository } from './rbac.repository.js';
import { requireUsers } from './require-users.js';

/** User groups of a project: their members are bound to roles together. */
export class GroupsService {
  constructor(
    private readonly groups: GroupRepository,
    private readonly rbac: RbacRepository,
  ) {}

  async list(projectName: string): Promise<UserGroup[]> {
    const rows = await this.groups.list(projectName);
    const members = await this.groups.members(rows.map((r) => r.id));
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      desc: r.description,
      project_name: r.projectName,
      uids: members.get(r.id) ?? [],
    }));
  }

  async create(projectName: string, body: UserGroupBody): Promise<UserGroup> {
    const uids = [...new Set(body.uids)];
    await requireUsers(this.rbac, uids);
    const row = await this.unlessNameTaken(() =>
      this.groups.insert({ name: body.name, projectName, description: body.desc }, uids),
    );
    return { id: row.id, name: row.name, desc: row.description, project_name: projectName, uids };
  }

  async update(projectName: string, id: number, body: UserGroupBody): Promise<UserGroup> {
    await this.requireGroup(projectName, id);
    const uids = [...new Set(body.uids)];
    await requireUsers(this.rbac, uids);
    await this.unlessNameTaken(() =>
      this.groups.update(id, { name: body.name, description: body.desc }, uids),
    );
    return { id, name: body.name, desc: body.desc, project_name: projectName, uids };
  }

  async remove(projectName: string, id: number): Promise<void> {
    await this.requireGroup(projectName, id);
    await this.groups.delete(id);
  }

  private async requireGroup(projectName: string, id: number): Promise<void> {
    if (!(await this.groups.find(id, projectName))) throw new NotFoundError('error.groupNotFound');
  }

  private async unlessNameTaken<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictError('error.groupExists');
      throw error;
    }
  }
}
