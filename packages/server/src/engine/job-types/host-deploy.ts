import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { ObjectStore } from '../../lib/object-store/object-store.js';
import { SshSession, type SshTarget } from '../../lib/ssh/ssh-client.js';
import { withExtraSecrets } from '../logs/extra-secrets-log.js';
import type { JobContext, JobResult, JobType } from './job-type.js';

/** What a host deploy job names: the service of the job's project and the environment it runs in. */
export interface HostDeploySpec {
  env_name: string;
  service_name: string;
  /** the build's package in the artifact store, uploaded to each host first ($ARTIFACT) */
  artifact?: { key: string };
}

/** One host of an environment, with its key as PEM text. */
export interface DeployHost extends SshTarget {
  name: string;
}

/** The deploy script of a host service and the hosts it runs on in one environment. */
export interface HostDeployPlan {
  script: string;
  hosts: DeployHost[];
}

/** Where a host deploy finds its script and hosts; the environments module (or the tables) answers. */
export interface HostDeploySource {
  /** undefined when the environment runs no host service of that name */
  plan(project: string, env: string, service: string): Promise<HostDeployPlan | undefined>;
}

export interface HostDeployDeps {
  source: HostDeploySource;
  artifactStore(): Promise<ObjectStore>;
}

/** `<NAME>` of a host's variables: upper-cased, anything but letters and digits as `_`. */
export const hostVariablePrefix = (name: string) => name.toUpperCase().replace(/[^A-Z0-9]/g, '_');

/**
 * The variables of every host: `<NAME>_IP`, `_PORT`, `_USERNAME`, and `_PK`, the path of the key
 * file the run writes (as Zadig's deploy scripts use it: `ssh -i $<NAME>_PK …`).
 */
export function hostVariables(hosts: DeployHost[], keyDir: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const host of hosts) {
    const prefix = hostVariablePrefix(host.name);
    env[`${prefix}_IP`] = host.host;
    env[`${prefix}_PORT`] = String(host.port);
    env[`${prefix}_USERNAME`] = host.username;
    env[`${prefix}_PK`] = `${keyDir}/${prefix}.pem`;
  }
  return env;
}

/**
 * The text bash runs on a host: it writes the keys and the script into a private folder, runs the
 * script with bash, then removes the folder (and the uploaded artifact) and exits with its code.
 * Keys and script go in quoted here-documents, so nothing in them is expanded.
 */
export function hostRunScript(plan: HostDeployPlan, keyDir: string, artifactDir: string): string {
  const end = `SLIPWAY_END_${randomBytes(8).toString('hex')}`;
  const heredoc = (file: string, text: string) =>
    `cat > "${file}" <<'${end}'\n${text.endsWith('\n') ? text : `${text}\n`}${end}\n`;
  const keys = plan.hosts
    .map((host) => heredoc(`${keyDir}/${hostVariablePrefix(host.name)}.pem`, host.privateKey))
    .join('');
  return [
    `umask 077 && mkdir -p "${keyDir}" || exit 1`,
    keys + heredoc(`${keyDir}/deploy.sh`, plan.script),
    // stdin is this text: a command of the script that reads stdin (ssh) must not eat the rest
    `bash "${keyDir}/deploy.sh" < /dev/null`,
    'slipway_rc=$?',
    removeFolders(keyDir, artifactDir),
    'exit $slipway_rc',
  ].join('\n');
}

const removeFolders = (keyDir: string, artifactDir: string) =>
  `rm -rf "${keyDir}"${artifactDir ? ` "${artifactDir}"` : ''}`;

/** How long the clean-up after a stopped deploy may take: the job is already over. */
const CLEANUP_MS = 10_000;

/**
 * A stopped deploy's SSH channel is gone before its script could remove the key folder and the
 * package: a fresh login removes them, so no private key stays on the host.
 */
async function removeLeftovers(host: DeployHost, keyDir: string, artifactDir: string) {
  try {
    const signal = AbortSignal.timeout(CLEANUP_MS);
    const session = await SshSession.connect(host, { signal });
    try {
      await session.run(removeFolders(keyDir, artifactDir), { signal });
    } finally {
      session.close();
    }
  } catch {
    // the host is unreachable now: nothing more can be done from here
  }
}

/** What to mask: each key, and each line of its body (a script may print the key file). */
const keySecrets = (hosts: DeployHost[]) =>
  hosts.flatMap((host) => [
    host.privateKey,
    ...host.privateKey.split(/\r?\n/).filter((line) => line.length >= 16 && !line.startsWith('-----')),
  ]);

/**
 * Runs a host service's deploy script over SSH on each host of the environment, one after the
 * other, with the variables of every host, the job's variables and, when the job names the build's
 * package, `$ARTIFACT` (its path on the host) and `$PKG_FILE`. Output streams into the job log with
 * the keys masked; a non-zero exit fails the job naming the host.
 */
export function hostDeployJob(deps: HostDeployDeps): JobType<HostDeploySpec> {
  return {
    secrets: () => [],

    async run(spec, ctx: JobContext): Promise<JobResult> {
      const project = ctx.env.PROJECT ?? '';
      const fail = (error: string, status: JobResult['status'] = 'failed'): JobResult => ({
        status,
        outputs: {},
        error,
      });
      const plan = await deps.source.plan(project, spec.env_name, spec.service_name);
      if (!plan) return fail(`the environment ${spec.env_name} runs no host service ${spec.service_name}`);
      if (!plan.hosts.length)
        return fail(`the service ${spec.service_name} has no hosts in ${spec.env_name}`);
      if (!plan.script.trim()) return fail(`the service ${spec.service_name} has no deploy script`);

      const log = withExtraSecrets(ctx.log, keySecrets(plan.hosts));
      const timeout = AbortSignal.timeout(Math.max(ctx.timeoutMs, 1));
      const signal = AbortSignal.any([ctx.signal, timeout]);
      const stopped = () =>
        ctx.signal.aborted ? fail('cancelled', 'cancelled') : fail('timed out', 'timeout');
      try {
        for (const host of plan.hosts) {
          if (signal.aborted) return stopped();
          log.write(`\u001b[1m>>> ${host.name} (${host.username}@${host.host}:${host.port})\u001b[0m\n`);
          const error = await deployOn(host, plan, spec, ctx, signal, (chunk) => log.write(chunk), deps);
          if (signal.aborted) return stopped();
          if (error) return fail(`host ${host.name} (${host.host}): ${error}`);
        }
        return { status: 'passed', outputs: {}, error: '' };
      } finally {
        log.flush();
      }
    },
  };
}

/** One host's run; resolves to '' when the script exited 0, else why not. */
async function deployOn(
  host: DeployHost,
  plan: HostDeployPlan,
  spec: HostDeploySpec,
  ctx: JobContext,
  signal: AbortSignal,
  write: (chunk: Buffer | string) => void,
  deps: HostDeployDeps,
): Promise<string> {
  const run = randomBytes(6).toString('hex');
  const keyDir = `/tmp/slipway-deploy-${run}`;
  let artifactDir = '';
  let session: SshSession;
  try {
    session = await SshSession.connect(host, { signal });
  } catch (error) {
    return `cannot log in over SSH: ${(error as Error).message}`;
  }
  try {
    const env: Record<string, string> = { ...ctx.env, ...hostVariables(plan.hosts, keyDir) };
    if (spec.artifact?.key) {
      const body: Readable | undefined = await (await deps.artifactStore()).get(spec.artifact.key);
      if (!body) return `the artifact ${spec.artifact.key} is not in the object store`;
      artifactDir = `/tmp/slipway-artifact-${run}`;
      const fileName = path.posix.basename(spec.artifact.key);
      const setUp = await session.run(`umask 077 && mkdir -p "${artifactDir}"`, { signal });
      if (setUp !== 0) return `cannot make ${artifactDir}`;
      await session.upload(body, `${artifactDir}/${fileName}`);
      write(`artifact: ${fileName} uploaded\n`);
      env.ARTIFACT = `${artifactDir}/${fileName}`;
      env.PKG_FILE = fileName;
    }
    const code = await session.run(hostRunScript(plan, keyDir, artifactDir), {
      env,
      signal,
      onOutput: (chunk) => write(chunk),
    });
    return code === 0 ? '' : `the deploy script exited with ${code}`;
  } catch (error) {
    return (error as Error).message;
  } finally {
    session.close();
    if (signal.aborted) await removeLeftovers(host, keyDir, artifactDir);
  }
}
