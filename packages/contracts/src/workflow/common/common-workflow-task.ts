/** A common workflow's saved object as the portal reads it (times in Unix seconds). */
export interface CommonWorkflowView {
  id: string;
  name: string;
  project_name: string;
  description: string;
  create_by: string;
  create_time: number;
  update_by: string;
  update_time: number;
  parameters: unknown[];
  sub_tasks: unknown[];
  base_refs: string[];
}

/** A repository of a run, as the task page links it. */
export interface CommonTaskRepo {
  codehost_id: number;
  repo_owner: string;
  repo_name: string;
  repo_namespace: string;
  source: string;
  branch: string;
  pr: number;
  commit_id: string;
}

export interface CommonSubTaskView {
  type: 'buildv3';
  service_name: string;
  status: string;
  error: string;
  start_time: number;
  end_time: number;
  job_ctx: { builds: CommonTaskRepo[]; clean_workspace: boolean };
}

/** A run of a common workflow (portal shapes §9): one `buildv3` stage keyed `{name}-job`. */
export interface CommonWorkflowTask {
  task_id: number;
  pipeline_name: string;
  product_name: string;
  status: string;
  task_creator: string;
  task_revoker: string;
  create_time: number;
  start_time: number;
  end_time: number;
  is_restart: boolean;
  error: string;
  build_args: Array<{ key: string; value: string; is_credential: boolean }>;
  stages: Array<{
    type: 'buildv3';
    status: string;
    error: string;
    start_time: number;
    end_time: number;
    sub_tasks: Record<string, CommonSubTaskView>;
  }>;
}

export interface CommonTaskCreated {
  name: string;
  task_id: number;
}
