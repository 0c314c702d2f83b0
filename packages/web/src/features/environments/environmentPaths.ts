/** Screen addresses of the environment pages (spec §2). */
export const envsPagePath = (projectName: string) =>
  `/v1/projects/detail/${encodeURIComponent(projectName)}/envs`;

export const envDetailPath = (projectName: string, envName: string) =>
  `${envsPagePath(projectName)}/detail?envName=${encodeURIComponent(envName)}`;

export const serviceDetailPath = (projectName: string, envName: string, serviceName: string) =>
  `${envsPagePath(projectName)}/detail/${encodeURIComponent(serviceName)}?envName=${encodeURIComponent(envName)}`;

export const hostServicePath = (projectName: string, envName: string, serviceName: string) =>
  `${envsPagePath(projectName)}/detail/${encodeURIComponent(serviceName)}/pm?envName=${encodeURIComponent(envName)}`;

export const serviceConfigPath = (projectName: string, envName: string, serviceName: string) =>
  `${envsPagePath(projectName)}/detail/${encodeURIComponent(serviceName)}/config?envName=${encodeURIComponent(envName)}`;

export const envLogPath = (projectName: string, envName: string) =>
  `${envsPagePath(projectName)}/${encodeURIComponent(envName)}/log`;
