import type { CodeRepo, EnvVar, ServiceModuleBuilds, ZadigBuildSpec } from '@slipway/contracts';

export type ServiceAndBuildDraft = ZadigBuildSpec['service_and_builds'][number];

/** `service_name/service_module`, how the editor names a module. */
export const moduleKey = (entry: { service_name: string; service_module: string }) =>
  `${entry.service_name}/${entry.service_module}`;

export const emptyBuildJobSpec = (): ZadigBuildSpec => ({ docker_registry_id: '', service_and_builds: [] });

/** The variables of a build as a job entry starts with them: the build's own values. */
export function keyValsOf(module: ServiceModuleBuilds | undefined, buildName: string): EnvVar[] {
  const build = module?.module_builds.find((candidate) => candidate.name === buildName);
  return (build?.key_vals ?? []).map((keyVal) => ({
    key: keyVal.key,
    value: keyVal.value,
    type: keyVal.type === 'choice' ? 'choice' : 'string',
    choice_option: [...keyVal.choice_option],
    is_credential: keyVal.is_credential,
  }));
}

/** A new entry for a module: its first build, that build's variables, the module as image name. */
export function newEntry(module: ServiceModuleBuilds): ServiceAndBuildDraft {
  const buildName = module.module_builds[0]?.name ?? '';
  return {
    service_name: module.service_name,
    service_module: module.service_module,
    build_name: buildName,
    image_name: module.service_module,
    key_vals: keyValsOf(module, buildName),
    repos: [],
  };
}

/** The entries for the chosen modules: kept ones unchanged, new ones fresh, in the chosen order. */
export function entriesFor(
  keys: readonly string[],
  current: readonly ServiceAndBuildDraft[],
  modules: readonly ServiceModuleBuilds[],
): ServiceAndBuildDraft[] {
  return keys.flatMap((key) => {
    const kept = current.find((entry) => moduleKey(entry) === key);
    if (kept) return [kept];
    const module = modules.find((candidate) => moduleKey(candidate) === key);
    return module ? [newEntry(module)] : [];
  });
}

/** The build's repositories as the job's defaults: same host, owner, name and branch. */
export function defaultRepos(repos: readonly CodeRepo[]): CodeRepo[] {
  return repos.map((repo) => ({ ...repo }));
}
