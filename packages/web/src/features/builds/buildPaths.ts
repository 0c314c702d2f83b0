/** Where the build screens of a project live (spec §2). */
export const buildsPath = (project: string) => `/v1/projects/detail/${encodeURIComponent(project)}/builds`;
export const buildDetailPath = (project: string, build: string) =>
  `${buildsPath(project)}/detail/${encodeURIComponent(build)}`;
