import type { Build, CodeRepo, EnvVar, ServiceAndBuild } from '@slipway/contracts';

/**
 * The build's repositories with what the run asked for: an entry's repo of the same host, owner and
 * name replaces the build's branch, tag, pull request or commit.
 */
export function reposToBuild(build: Build, entry: ServiceAndBuild): CodeRepo[] {
  return build.repos.map((repo) => {
    const chosen = entry.repos.find(
      (r) =>
        r.codehost_id === repo.codehost_id &&
        r.repo_owner === repo.repo_owner &&
        r.repo_name === repo.repo_name,
    );
    if (!chosen) return repo;
    return { ...repo, branch: chosen.branch, tag: chosen.tag, pr: chosen.pr, commit_id: chosen.commit_id };
  });
}

/** The build's variables with the run's values (by key); keys the build does not declare are kept too. */
export function buildVariables(build: Build, entry: ServiceAndBuild): EnvVar[] {
  const given = new Map(entry.key_vals.map((v) => [v.key, v]));
  const declared = build.pre_build.envs.map((v) => {
    const value = given.get(v.key);
    return value ? { ...v, value: value.value } : v;
  });
  const declaredKeys = new Set(declared.map((v) => v.key));
  return [...declared, ...entry.key_vals.filter((v) => !declaredKeys.has(v.key))];
}

/** `YYYYMMDDhhmmss` in UTC, Zadig's image tag timestamp. */
export function tagTimestamp(at: Date): string {
  return at.toISOString().replace(/[-:T]/g, '').slice(0, 14);
}

/** A tag part from a branch or tag name: what a registry refuses becomes `-`. */
const tagPart = (text: string) => text.replace(/[^A-Za-z0-9_.-]/g, '-');

/**
 * Zadig's tag rule (zadig-reference §4): `<ts>-<taskId>-<branch>[-pr-<n>]`, or `<ts>-<tag>` when a tag
 * is built; the first repository decides. Without repositories: `<ts>-<taskId>`.
 */
export function imageTag(repos: CodeRepo[], taskId: number, at: Date): string {
  const ts = tagTimestamp(at);
  const first = repos[0];
  if (first?.tag) return `${ts}-${tagPart(first.tag)}`;
  const parts = [ts, String(taskId)];
  if (first?.branch) parts.push(tagPart(first.branch));
  if (first?.pr) parts.push('pr', String(first.pr));
  return tagPart(parts.join('-')).slice(0, 128);
}

/** The host part of a registry address, as image references name it. */
export const registryHost = (address: string) => address.replace(/^https?:\/\//, '').replace(/\/+$/, '');

/** `<host>/<namespace>/<name>:<tag>`, without the namespace when the registry has none. */
export function imageReference(host: string, namespace: string, name: string, tag: string): string {
  return [host, namespace, `${name}:${tag}`].filter(Boolean).join('/');
}
