import {
  type configMapRowSchema,
  type EnvConfigCreateBody,
  type EnvConfigKind,
  type EnvConfigUpdateBody,
  type EnvConfigVersion,
  environmentConfigPaths,
  type ingressRowSchema,
  type pvcRowSchema,
  type secretRowSchema,
} from '@slipway/contracts';
import type { z } from 'zod';
import { http } from '../../api/http';

type Done = { message: string };

/** A config object row of any kind, with the name under its kind's field. */
export type EnvConfigRow =
  | z.infer<typeof configMapRowSchema>
  | z.infer<typeof secretRowSchema>
  | z.infer<typeof ingressRowSchema>
  | z.infer<typeof pvcRowSchema>;

const listPaths: Record<EnvConfigKind, string> = {
  ConfigMap: environmentConfigPaths.configmapsOf,
  Secret: environmentConfigPaths.secretsOf,
  Ingress: environmentConfigPaths.ingressesOf,
  PVC: environmentConfigPaths.pvcsOf,
};

export function envConfigName(row: EnvConfigRow): string {
  if ('cm_name' in row) return row.cm_name;
  if ('secret_name' in row) return row.secret_name;
  if ('ingress_name' in row) return row.ingress_name;
  return row.pvc_name;
}

const at = (path: string, envName: string) => path.replace(':envName', encodeURIComponent(envName));
const objectPath = (envName: string, name: string) =>
  at(environmentConfigPaths.envcfg, envName).replace(':objectName', encodeURIComponent(name));

export const envConfigsApi = {
  /** `serviceName` narrows ConfigMaps to those a service uses. */
  list: (
    projectName: string,
    envName: string,
    kind: EnvConfigKind,
    serviceName?: string,
    signal?: AbortSignal,
  ) =>
    http.get<EnvConfigRow[]>(at(listPaths[kind], envName), { query: { projectName, serviceName }, signal }),
  create: (projectName: string, envName: string, kind: EnvConfigKind, yaml: string) => {
    const body: EnvConfigCreateBody = {
      env_name: envName,
      common_env_cfg_type: kind,
      yaml_data: yaml,
      git_repo_config: null,
      auto_sync: false,
    };
    return http.post<Done>(at(environmentConfigPaths.envcfgs, envName), body, { query: { projectName } });
  },
  /** With `version`, that stored version is restored instead (rollback); a Secret gets its real values back. */
  update: (
    projectName: string,
    envName: string,
    kind: EnvConfigKind,
    name: string,
    yaml: string,
    version?: number,
  ) => {
    const body: EnvConfigUpdateBody = {
      env_name: envName,
      common_env_cfg_type: kind,
      yaml_data: yaml,
      git_repo_config: null,
      auto_sync: false,
      name,
      service_name: '',
      restart_associated_svc: false,
      services: [],
    };
    const rollback = version === undefined ? {} : { rollback: 'true', version };
    return http.put<Done>(at(environmentConfigPaths.envcfgs, envName), body, {
      query: { projectName, ...rollback },
    });
  },
  /** Saved versions, newest first (the first is the current one); Secrets come masked. */
  history: (projectName: string, envName: string, kind: EnvConfigKind, name: string, signal?: AbortSignal) =>
    http.get<EnvConfigVersion[]>(objectPath(envName, name), {
      query: { projectName, commonEnvCfgType: kind },
      signal,
    }),
  remove: (projectName: string, envName: string, kind: EnvConfigKind, name: string) =>
    http.delete<Done>(objectPath(envName, name), { query: { projectName, commonEnvCfgType: kind } }),
};
