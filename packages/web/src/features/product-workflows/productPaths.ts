const pipelines = (project: string) => `/v1/projects/detail/${encodeURIComponent(project)}/pipelines`;
const withProject = (project: string) => `?projectName=${encodeURIComponent(project)}`;

/** Screens of product workflows (spec §2). */
export const productPaths = {
  create: (project: string) => `/workflows/product/create${withProject(project)}`,
  edit: (project: string, workflow: string) =>
    `/workflows/product/edit/${encodeURIComponent(workflow)}${withProject(project)}`,
  detail: (project: string, workflow: string) =>
    `${pipelines(project)}/multi/${encodeURIComponent(workflow)}`,
  task: (project: string, workflow: string, taskId: number) =>
    `${pipelines(project)}/multi/${encodeURIComponent(workflow)}/${taskId}`,
};
