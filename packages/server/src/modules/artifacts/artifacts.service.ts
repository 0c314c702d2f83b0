import { type ArtifactWorkspace, TEST_WORKFLOW_SUFFIX } from '@slipway/contracts';
import { NotFoundError } from '../../lib/errors.js';
import type { ObjectStore } from '../../lib/object-store/object-store.js';
import { artifactPrefix } from './artifact-keys.js';
import { type TarEntry, tarGz } from './tar-gz.js';

export interface ArtifactsDeps {
  /** where archives are kept (the default object storage) */
  store(): Promise<ObjectStore>;
  /** the project of a workflow; undefined when no workflow has the name */
  projectOfWorkflow(workflowName: string): Promise<string | undefined>;
  /** where a test's lone run (`{test}-job` of the project) kept its exported files (see test-run-files.ts) */
  testRunFiles(projectName: string, testWorkflowName: string, taskId: number): Promise<string>;
}

/** A run as the portal names it: a workflow's run, or (`{test}-job`) a test's lone run in a project. */
export interface RunName {
  workflowName: string;
  taskId: number;
  projectName: string;
}

/**
 * The files a run kept — a workflow run's archives, a lone test run's exported files — by name,
 * and all of them as one download.
 */
export class ArtifactsService {
  constructor(private readonly deps: ArtifactsDeps) {}

  projectOfWorkflow(workflowName: string): Promise<string | undefined> {
    return this.deps.projectOfWorkflow(workflowName);
  }

  async workspace(run: RunName, dir: string): Promise<ArtifactWorkspace> {
    const folder = dir.replace(/^\/+|\/+$/g, '');
    const runPrefix = await this.prefixOf(run);
    if (!runPrefix) return { file_names: [], not_history_file_flag: true };
    const prefix = `${runPrefix}${folder ? `${folder}/` : ''}`;
    const objects = await (await this.deps.store()).list(prefix);
    return { file_names: objects.map((o) => o.key.slice(prefix.length)), not_history_file_flag: true };
  }

  /** `<workflow>-<taskId>-artifacts.tar.gz` with every file the run kept. */
  async download(run: RunName) {
    const store = await this.deps.store();
    const prefix = await this.prefixOf(run);
    const objects = prefix ? await store.list(prefix) : [];
    if (!objects.length) throw new NotFoundError();
    const entries: TarEntry[] = objects.map((o) => ({
      name: o.key.slice(prefix.length),
      size: o.size,
      open: () => store.get(o.key),
    }));
    return { fileName: `${run.workflowName}-${run.taskId}-artifacts.tar.gz`, body: tarGz(entries) };
  }

  /**
   * A workflow's name wins; a name no workflow has that ends like a test's runs is the test's lone
   * run in the project the request names (the route let only those who see that project through).
   */
  private async prefixOf(run: RunName): Promise<string> {
    const isWorkflow = (await this.deps.projectOfWorkflow(run.workflowName)) !== undefined;
    if (isWorkflow || !run.workflowName.endsWith(TEST_WORKFLOW_SUFFIX))
      return artifactPrefix(run.workflowName, run.taskId);
    return this.deps.testRunFiles(run.projectName, run.workflowName, run.taskId);
  }
}
