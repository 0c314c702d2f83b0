import type { JenkinsBuildArg } from '@slipway/contracts';
import { BadRequestError, NotFoundError } from '../../lib/errors.js';

/** How long one call to Jenkins may take before the server gives up on it. */
export const JENKINS_TIMEOUT_MS = 10_000;

export interface JenkinsAccount {
  url: string;
  username: string;
  /** the user's API token */
  password: string;
}

interface ParameterDefinition {
  name?: unknown;
  type?: unknown;
  defaultParameterValue?: { value?: unknown } | null;
  choices?: unknown;
}

const PARAMETERS_TREE = 'property[parameterDefinitions[name,type,defaultParameterValue[value],choices]]';

/**
 * Jenkins through its remote access API (`…/api/json` with a `tree` filter), signed in with HTTP
 * basic auth: the user name and the API token. Jobs inside folders are named `folder/job`.
 */
export class JenkinsClient {
  constructor(
    private readonly account: JenkinsAccount,
    private readonly timeoutMs = JENKINS_TIMEOUT_MS,
  ) {}

  /** Succeeds when Jenkins answers its API for this account. */
  async check(): Promise<void> {
    await this.getJson('/api/json?tree=mode');
  }

  async jobNames(): Promise<string[]> {
    const body = await this.getJson('/api/json?tree=jobs[name]');
    const jobs = (body as { jobs?: unknown }).jobs;
    if (!Array.isArray(jobs)) throw new BadRequestError('error.jenkinsBadAnswer');
    return jobs
      .map((job) => (job as { name?: unknown }).name)
      .filter((name): name is string => typeof name === 'string');
  }

  /** The job's build parameters with their defaults; none for a job without parameters. */
  async buildArgs(jobName: string): Promise<JenkinsBuildArg[]> {
    const body = await this.getJson(
      `${jobPath(jobName)}/api/json?tree=${PARAMETERS_TREE}`,
      'error.jenkinsJobNotFound',
    );
    const properties = (body as { property?: unknown }).property;
    if (!Array.isArray(properties)) return [];
    return properties
      .flatMap((property) => {
        const definitions = (property as { parameterDefinitions?: unknown } | null)?.parameterDefinitions;
        return Array.isArray(definitions) ? (definitions as ParameterDefinition[]) : [];
      })
      .filter((definition) => typeof definition?.name === 'string')
      .map(toBuildArg);
  }

  private async getJson(pathAndQuery: string, missing?: 'error.jenkinsJobNotFound'): Promise<unknown> {
    const base = this.account.url.replace(/\/+$/, '');
    let response: Response;
    try {
      response = await fetch(`${base}${pathAndQuery}`, {
        headers: { authorization: basicAuth(this.account), accept: 'application/json' },
        redirect: 'manual',
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new BadRequestError('error.jenkinsUnreachable', describe(error, this.timeoutMs));
    }
    if (response.status === 401 || response.status === 403) {
      await response.body?.cancel();
      throw new BadRequestError('error.jenkinsAuthFailed', `HTTP ${response.status}`);
    }
    if (response.status === 404 && missing) {
      await response.body?.cancel();
      throw new NotFoundError(missing);
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new BadRequestError('error.jenkinsUnreachable', `HTTP ${response.status}`);
    }
    try {
      return await response.json();
    } catch {
      throw new BadRequestError('error.jenkinsBadAnswer');
    }
  }
}

/** `a/b` is job b in folder a: `/job/a/job/b`. */
function jobPath(jobName: string): string {
  return jobName
    .split('/')
    .filter(Boolean)
    .map((part) => `/job/${encodeURIComponent(part)}`)
    .join('');
}

function basicAuth(account: JenkinsAccount): string {
  return `Basic ${Buffer.from(`${account.username}:${account.password}`, 'utf8').toString('base64')}`;
}

function toBuildArg(definition: ParameterDefinition): JenkinsBuildArg {
  const choices = Array.isArray(definition.choices) ? definition.choices.map(String) : [];
  const isChoice = definition.type === 'ChoiceParameterDefinition';
  const value = definition.defaultParameterValue?.value;
  return {
    name: String(definition.name),
    value: value === undefined || value === null ? (isChoice ? (choices[0] ?? '') : '') : String(value),
    type: isChoice ? 'choice' : 'string',
    choice_option: choices,
    auto_generate: false,
  };
}

/** The reason a call failed, for the person who typed the address. */
function describe(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && error.name === 'TimeoutError')
    return `no answer within ${timeoutMs / 1000} s`;
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : 'unknown');
}
