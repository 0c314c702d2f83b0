import type { Policy, PolicyBody } from '@slipway/contracts';
import { ConflictError, NotFoundError } from '../../lib/errors.js';
import { unixSeconds } from '../../lib/unix-seconds.js';
import type { PolicyRepository, PolicyRow } from './policy.repository.js';
import type { RbacRepository } from './rbac.repository.js';
import { requireUsers } from './require-users.js';

/** Kept per rule: the resource type, the named items and the verbs on them (what permissions evaluate). */
const storedRules = (body: PolicyBody): PolicyRow['rules'] =>
  body.rules.map((rule) => ({
    resource_type: rule.resources[0],
    resources: rule.related_resources,
    actions: rule.verbs,
  }));

function toPolicy(row: PolicyRow, uids: string[]): Policy {
  return {
    name: row.name,
    description: row.description,
    update_time: unixSeconds(row.updatedAt),
    rules: row.rules.map((rule) => ({
      kind: 'resource',
      resources: [rule.resource_type],
      verbs: rule.actions,
      match_attributes: rule.resources.map((item) => ({ key: 'name', value: item })),
      related_resources: rule.resources,
    })),
    uids,
  };
}

/** Policies: verbs on named workflows or environments of a project, granted to users (collaboration). */
export class PoliciesService {
  constructor(
    private readonly policies: PolicyRepository,
    private readonly rbac: RbacRepository,
  ) {}

  async list(projectName: string): Promise<Policy[]> {
    const rows = await this.policies.list(projectName);
    const members = await this.policies.members(rows.map((r) => r.id));
    return rows.map((row) => toPolicy(row, members.get(row.id) ?? []));
  }

  async get(projectName: string, name: string): Promise<Policy> {
    const row = await this.requirePolicy(projectName, name);
    const members = await this.policies.members([row.id]);
    return toPolicy(row, members.get(row.id) ?? []);
  }

  /** Creates every policy given, or none when a name is taken (twice in the list, or already). */
  async create(projectName: string, bodies: readonly PolicyBody[]): Promise<void> {
    const names = bodies.map((body) => body.name);
    if (new Set(names).size !== names.length) throw new ConflictError('error.policyExists');
    for (const name of names) {
      if (await this.policies.find(name, projectName)) throw new ConflictError('error.policyExists');
    }
    await requireUsers(
      this.rbac,
      bodies.flatMap((body) => body.uids),
    );
    for (const body of bodies) await this.save(projectName, body);
  }

  async update(projectName: string, name: string, body: PolicyBody): Promise<void> {
    const existing = await this.requirePolicy(projectName, name);
    await requireUsers(this.rbac, body.uids);
    await this.save(projectName, { ...body, name }, existing.id);
  }

  async remove(projectName: string, name: string): Promise<void> {
    const existing = await this.requirePolicy(projectName, name);
    await this.policies.delete(existing.id);
  }

  private async save(projectName: string, body: PolicyBody, existingId?: number): Promise<void> {
    await this.policies.save(
      { name: body.name, projectName, description: body.description, rules: storedRules(body) },
      [...new Set(body.uids)],
      existingId,
    );
  }

  private async requirePolicy(projectName: string, name: string): Promise<PolicyRow> {
    const row = await this.policies.find(name, projectName);
    if (!row) throw new NotFoundError('error.policyNotFound');
    return row;
  }
}
