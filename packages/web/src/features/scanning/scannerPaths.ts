/** The code scanning screens under a project (spec §2); scanners are addressed by id in the query. */
const base = (project: string) => `/v1/projects/detail/${encodeURIComponent(project)}/scanner`;
const withId = (id: string) => `?id=${encodeURIComponent(id)}`;

export const scannerPaths = {
  list: base,
  create: (project: string) => `${base(project)}/create`,
  edit: (project: string, name: string, id: string) =>
    `${base(project)}/edit/${encodeURIComponent(name)}${withId(id)}`,
  history: (project: string, name: string, id: string) =>
    `${base(project)}/detail/${encodeURIComponent(name)}${withId(id)}`,
  task: (project: string, name: string, id: string, taskId: number, running = false) =>
    `${base(project)}/detail/${encodeURIComponent(name)}/task/${taskId}${withId(id)}${running ? '&status=running' : ''}`,
};
