import type { WorkflowListItem } from '@slipway/contracts';
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { projects } from '../../db/schema.js';

/** The projects a user sees: every project (`'all'`), or these names. */
export type VisibleProjects = Set<string> | 'all';

/** The workflow list of one project, as `GET /api/aslan/workflow/v4?project=` answers it to the user. */
export type ProjectWorkflowList = (project: string) => Promise<WorkflowListItem[]>;

/**
 * The workflows of every project a user sees (the portal's `picket/workflows` calls): each
 * project's own list, in project order, so the rows, figures and permissions are those of that list.
 */
export class PicketWorkflowsService {
  constructor(private readonly db: Db) {}

  async list(
    visible: VisibleProjects,
    onlyProject: string,
    listOf: ProjectWorkflowList,
  ): Promise<WorkflowListItem[]> {
    const names = await this.projectNames(visible);
    const wanted = onlyProject ? names.filter((name) => name === onlyProject) : names;
    const lists = [];
    for (const project of wanted) lists.push(await listOf(project));
    return lists.flat();
  }

  private async projectNames(visible: VisibleProjects): Promise<string[]> {
    const rows = await this.db.select({ name: projects.name }).from(projects).orderBy(asc(projects.name));
    return rows.map((row) => row.name).filter((name) => visible === 'all' || visible.has(name));
  }
}
