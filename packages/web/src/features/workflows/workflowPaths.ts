const pipelines = (project: string) => `/v1/projects/detail/${encodeURIComponent(project)}/pipelines`;

/** Screens of custom workflows under a project (spec §2). */
export const workflowPaths = {
  list: pipelines,
  create: (project: string) => `${pipelines(project)}/custom/create`,
  edit: (project: string, workflow: string) =>
    `${pipelines(project)}/custom/edit/${encodeURIComponent(workflow)}`,
  history: (project: string, workflow: string) =>
    `${pipelines(project)}/custom/${encodeURIComponent(workflow)}`,
  task: (project: string, workflow: string, taskId: number) =>
    `${pipelines(project)}/custom/${encodeURIComponent(workflow)}/${taskId}`,
};
