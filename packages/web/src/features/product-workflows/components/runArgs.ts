import { tKey } from '../../../i18n/tKey';
import type { RunArgs, RunRepo } from '../productWorkflow.types';

/** Targets are told apart by module and service: one service may have several modules. */
export const targetKey = (target: { name: string; service_name: string }) =>
  `${target.service_name}/${target.name}`;

/** The targets a run starts with: the only buildable one, when there is exactly one. */
export function initialPicks(args: RunArgs): string[] {
  const buildable = args.targets.filter((target) => target.has_build);
  return buildable.length === 1 && buildable[0] ? [targetKey(buildable[0])] : [];
}

const repoForRun = (repo: RunRepo): RunRepo => {
  const pr = Number(repo.pr ?? 0) || 0;
  const tag = (repo.tag ?? '').trim();
  return { ...repo, pr, tag, branch: tag ? '' : repo.branch.trim() };
};

/** A deploy entry of a target, told apart from the target's others by where it deploys. */
export const deployKey = (target: { name: string; service_name: string }, deploy: { env: string }) =>
  `${targetKey(target)}|${deploy.env}`;

/**
 * The body of POST workflowtask/{workflow}: the preset with only the picked targets, each with only
 * the deploys not left out, and every repo with a whole-number `pr` and either a branch or a tag
 * (portal shapes §5).
 */
export function runBody(
  args: RunArgs,
  picked: readonly string[],
  namespace: string,
  skippedDeploys: readonly string[] = [],
): RunArgs {
  return {
    ...args,
    namespace,
    targets: args.targets
      .filter((target) => picked.includes(targetKey(target)))
      .map((target) => ({
        ...target,
        deploy: target.deploy.filter((deploy) => !skippedDeploys.includes(deployKey(target, deploy))),
        build: { ...target.build, repos: (target.build?.repos ?? []).map(repoForRun) },
      })),
    tests: (args.tests ?? []).map((test) => ({ ...test, builds: (test.builds ?? []).map(repoForRun) })),
  };
}

/** Why the run cannot start (a message key), checked as the portal does before posting. */
export function runProblem(body: RunArgs, buildStage: boolean): string | undefined {
  if (body.product_tmpl_name === '' || body.namespace === '')
    return 'validation.productWorkflow.namespaceRequired';
  if (buildStage && body.targets.length === 0) return 'validation.productWorkflow.targetsRequired';
  const repos = [
    ...body.targets.flatMap((target) => target.build.repos),
    ...body.tests.flatMap((test) => test.builds),
  ];
  if (repos.some((repo) => !repo.branch && !repo.tag && !repo.pr))
    return tKey('productWorkflow.run.branchRequired');
  return undefined;
}
