// A Slipway server for one benchmark: a fresh DATA_DIR and a new database (the embedded one in DATA_DIR,
// or a PostgreSQL database of its own), the admin signed in, one project, and helpers to define shell
// workflows, run them and wait for their tasks.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ApiClient } from './api-client.mjs';
import { requireServerBuild, startServer } from './server-process.mjs';
import { pollUntil } from './timeouts.mjs';

export const PASSWORD = 'bench-password';
export const PROJECT = 'bench';

/** @typedef {import('@slipway/contracts').WorkflowTask} WorkflowTask */
/** @typedef {{ name: string, script: string }} ShellJob */
/** @typedef {{ name: string, parallel: boolean, jobs: ShellJob[] }} ShellStage */

export class BenchServer {
  /**
   * @param {string} dataDir
   * @param {import('./databases.mjs').DatabaseInstance} database
   * @param {import('./server-process.mjs').ServerProcess} server
   * @param {ApiClient} api
   */
  constructor(dataDir, database, server, api) {
    this.dataDir = dataDir;
    this.database = database;
    this.server = server;
    this.api = api;
    /** @type {Map<string, unknown>} the run dialog's workflow, by name */
    this.presets = new Map();
  }

  /** Starts the server on a fresh DATA_DIR and a new database of the kind, and creates the benchmark project. */
  /** @param {import('./databases.mjs').BenchDatabase} kind */
  static async start(kind) {
    requireServerBuild();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'slipway-bench-'));
    const database = await kind.create();
    try {
      const server = await startServer(dataDir, { ...database.env, ADMIN_PASSWORD: PASSWORD });
      const api = await ApiClient.signIn(server.base, 'admin', PASSWORD);
      const bench = new BenchServer(dataDir, database, server, api);
      // the portal's new-project body of a K8s YAML project
      await bench.api.request('POST', '/api/v1/picket/projects', {
        project_name: 'Bench',
        product_name: PROJECT,
        product_feature: { basic_facility: 'kubernetes', deploy_type: 'k8s', create_env_type: 'system' },
      });
      return bench;
    } catch (error) {
      rmSync(dataDir, { recursive: true, force: true });
      await database.drop();
      throw error;
    }
  }

  /** Stops the server, leaving DATA_DIR and the database as they are (to change the database). */
  stop() {
    return this.server.stop();
  }

  /** Starts the server again on the same DATA_DIR and signs in; resolves with the time to healthy. */
  async restart() {
    await this.server.stop();
    this.server = await startServer(this.dataDir, this.database.env);
    this.api = await ApiClient.signIn(this.server.base, 'admin', PASSWORD);
    return this.server.startupMs;
  }

  /** Stops the server and deletes DATA_DIR and the database. */
  async dispose() {
    try {
      await this.server.stop();
    } finally {
      rmSync(this.dataDir, { recursive: true, force: true });
      await this.database.drop();
    }
  }

  /** Sets how many tasks run at once and how many jobs of a parallel stage. */
  /** @param {number} workflowConcurrency @param {number} buildConcurrency */
  async setConcurrency(workflowConcurrency, buildConcurrency) {
    await this.api.request('POST', '/api/aslan/system/concurrency/workflow', {
      workflow_concurrency: workflowConcurrency,
      build_concurrency: buildConcurrency,
    });
  }

  /** Defines a workflow of freestyle jobs with one shell step each. */
  /** @param {string} name @param {{ multiRun: boolean, stages: ShellStage[] }} shape */
  async createWorkflow(name, { multiRun, stages }) {
    await this.api.request('POST', '/api/aslan/workflow/v4', {
      name,
      project: PROJECT,
      multi_run: multiRun,
      stages: stages.map((stage) => ({
        name: stage.name,
        parallel: stage.parallel,
        jobs: stage.jobs.map((job) => ({
          name: job.name,
          type: 'freestyle',
          spec: { steps: [{ name: job.name, type: 'shell', spec: { script: job.script } }] },
        })),
      })),
    });
  }

  /**
   * Runs a workflow as the run dialog does, posting its preset back unchanged; resolves with the new
   * task's id. The preset is read once per workflow, as the dialog reads it before the run is asked for.
   */
  /** @param {string} workflow */
  async run(workflow) {
    let preset = this.presets.get(workflow);
    if (!preset) {
      preset = await this.api.request('GET', `/api/aslan/workflow/v4/preset/${workflow}`);
      this.presets.set(workflow, preset);
    }
    const started = /** @type {{ task_id: number }} */ (
      await this.api.request('POST', `/api/aslan/workflow/v4/workflowtask?projectName=${PROJECT}`, preset)
    );
    return started.task_id;
  }

  /** @param {string} workflow @param {number} taskId */
  async task(workflow, taskId) {
    const path = `/api/aslan/workflow/v4/workflowtask/workflow/${workflow}/task/${taskId}`;
    return /** @type {WorkflowTask} */ (await this.api.request('GET', path));
  }

  /** Polls the task until it is finished (passed or not) and returns it. */
  /** @param {string} workflow @param {number} taskId @param {number} limitMs */
  waitForTask(workflow, taskId, limitMs) {
    let status = 'unknown';
    return pollUntil(
      async () => {
        const task = await this.task(workflow, taskId);
        status = task.status;
        // a task has an end time once it finished, whatever its outcome (a retry clears it)
        return task.end_time > 0 ? task : undefined;
      },
      { limitMs, everyMs: 20, what: `${workflow}#${taskId} to finish`, describe: () => `status ${status}` },
    );
  }

  /** The live log stream of a job, starting with its last `lines` lines. */
  /** @param {string} workflow @param {number} taskId @param {string} job @param {number} lines */
  logStreamUrl(workflow, taskId, job, lines) {
    return `${this.server.base}/api/aslan/logs/sse/v4/workflow/${workflow}/${taskId}/${job}/${lines}`;
  }
}
