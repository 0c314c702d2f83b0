import {
  type Build,
  type BuildBodyInput,
  type BuildTarget,
  DEFAULT_BUILD_SCRIPT,
  DEFAULT_BUILD_TIMEOUT_MINUTES,
  DEFAULT_CUSTOM_RESOURCES,
  type JenkinsBuildParam,
  LOCAL_CLUSTER_ID,
  type ResourceRequestKind,
} from '@slipway/contracts';
import type { z } from 'zod';
import { type RepoRow, toRepoRow, trimRepoRow } from '../../components/RepoSelect';
import type { BasicImage } from './builds.api';

export interface BuildEnvRow {
  key: string;
  value: string;
  type: 'string' | 'choice';
  choice_option: string[];
  is_credential: boolean;
}

/** What the build form edits: the build object flattened, with a switch per post-build step. */
export interface BuildFormValues {
  source: 'zadig' | 'jenkins';
  name: string;
  desc: string;
  /** `service_name/service_module` keys */
  targets: string[];
  repos: RepoRow[];
  image_id: string | undefined;
  /** `name@version` of each package */
  installs: string[];
  envs: BuildEnvRow[];
  res_req: ResourceRequestKind;
  /** the cluster the build's jobs run on; '' or `local` for this machine */
  cluster_id: string;
  cpu_limit: number;
  memory_limit: number;
  gpu_limit: string;
  timeout: number;
  cache_enable: boolean;
  cache_dir_type: 'workspace' | 'user_defined';
  cache_user_dir: string;
  scripts: string;
  docker_build_enabled: boolean;
  work_dir: string;
  docker_file: string;
  build_args: string;
  file_archive_enabled: boolean;
  file_location: string;
  upload_enabled: boolean;
  object_storage_id: string | undefined;
  upload_detail: { file_path: string; dest_path: string }[];
  post_script_enabled: boolean;
  post_scripts: string;
  outputs: { name: string; description: string }[];
  jenkins_id: string | undefined;
  job_name: string | undefined;
  jenkins_build_params: JenkinsBuildParam[];
  /** the build template the build is made from; its per-module repositories and variable values */
  template_id: string | undefined;
  template_targets: Record<string, TemplateTarget>;
}

/** What a build made from a template sets per service module. */
export interface TemplateTarget {
  repos: RepoRow[];
  envs: BuildEnvRow[];
}

export const installKey = (install: { name: string; version: string }) =>
  `${install.name}@${install.version}`;
const targetKey = (target: Pick<BuildTarget, 'service_name' | 'service_module'>) =>
  `${target.service_name}/${target.service_module}`;

/**
 * A service module from the form: `service/module`, or one typed name for a module named as its
 * service (a project's services are such modules).
 */
export function targetOf(text: string) {
  const trimmed = text.trim();
  const at = trimmed.indexOf('/');
  const service_name = at < 0 ? trimmed : trimmed.slice(0, at).trim();
  const service_module = at < 0 ? trimmed : trimmed.slice(at + 1).trim();
  return { service_name, service_module, key: `${service_name}/${service_module}` };
}

/** A new build of the project, with the portal's defaults (the 'focal' image when there is one). */
export function newBuildValues(images: readonly BasicImage[]): BuildFormValues {
  return {
    source: 'zadig',
    name: '',
    desc: '',
    targets: [],
    repos: [],
    image_id: images.find((image) => image.value === 'focal')?.id,
    installs: [],
    envs: [],
    res_req: 'low',
    cluster_id: LOCAL_CLUSTER_ID,
    ...DEFAULT_CUSTOM_RESOURCES,
    gpu_limit: '',
    timeout: DEFAULT_BUILD_TIMEOUT_MINUTES,
    cache_enable: true,
    cache_dir_type: 'workspace',
    cache_user_dir: '',
    scripts: DEFAULT_BUILD_SCRIPT,
    docker_build_enabled: false,
    work_dir: '',
    docker_file: '',
    build_args: '',
    file_archive_enabled: false,
    file_location: '',
    upload_enabled: false,
    object_storage_id: undefined,
    upload_detail: [{ file_path: '', dest_path: '' }],
    post_script_enabled: false,
    post_scripts: '',
    outputs: [],
    jenkins_id: undefined,
    job_name: undefined,
    jenkins_build_params: [],
    template_id: undefined,
    template_targets: {},
  };
}

/** The fields a build and a build template share. */
export type BuildFields = Omit<Build, 'id' | 'product_name' | 'update_time' | 'update_by'>;

/** A stored build or template as the form shows it. */
export function buildToValues(build: BuildFields, images: readonly BasicImage[]): BuildFormValues {
  const fresh = newBuildValues(images);
  const pre = build.pre_build;
  const post = build.post_build;
  return {
    ...fresh,
    source: build.source,
    name: build.name,
    desc: build.desc,
    repos: build.repos.map((repo) => toRepoRow(repo)),
    image_id: pre.image_id || images.find((image) => image.value === pre.build_os)?.id,
    installs: pre.installs.map((install) => installKey({ name: install.name, version: install.version })),
    envs: pre.envs.map((env) => ({ ...env, choice_option: [...env.choice_option] })),
    res_req: pre.res_req,
    cluster_id: pre.cluster_id || LOCAL_CLUSTER_ID,
    cpu_limit: pre.res_req_spec.cpu_limit,
    memory_limit: pre.res_req_spec.memory_limit,
    gpu_limit: pre.res_req_spec.gpu_limit ?? '',
    timeout: build.timeout || DEFAULT_BUILD_TIMEOUT_MINUTES,
    cache_enable: build.cache_enable,
    cache_dir_type: build.cache_dir_type,
    cache_user_dir: build.cache_user_dir,
    scripts: build.scripts,
    docker_build_enabled: Boolean(post.docker_build),
    work_dir: post.docker_build?.work_dir ?? '',
    docker_file: post.docker_build?.docker_file ?? '',
    build_args: post.docker_build?.build_args ?? '',
    file_archive_enabled: Boolean(post.file_archive),
    file_location: post.file_archive?.file_location ?? '',
    upload_enabled: Boolean(post.object_storage_upload?.enabled),
    object_storage_id: post.object_storage_upload?.object_storage_id || undefined,
    upload_detail: post.object_storage_upload?.upload_detail.length
      ? post.object_storage_upload.upload_detail.map((detail) => ({ ...detail }))
      : fresh.upload_detail,
    post_script_enabled: post.scripts !== undefined,
    post_scripts: post.scripts ?? '',
    outputs: build.outputs.map((output) => ({ ...output })),
    jenkins_id: build.jenkins_build?.jenkins_id || undefined,
    job_name: build.jenkins_build?.job_name || undefined,
    jenkins_build_params: build.jenkins_build?.jenkins_build_params.map((param) => ({ ...param })) ?? [],
    template_id: build.template_id || undefined,
    targets: build.template_id
      ? build.target_repos.map((t) => targetKey(t.service))
      : build.targets.map(targetKey),
    template_targets: Object.fromEntries(
      build.target_repos.map((t) => [
        targetKey(t.service),
        {
          repos: t.repos.map((repo) => toRepoRow(repo)),
          envs: t.envs.map((env) => ({ ...env, choice_option: [...env.choice_option] })),
        },
      ]),
    ),
  };
}

/** The body the portal sends for the form's values (create and update alike). */
export function valuesToBody(
  values: BuildFormValues,
  project: string,
  images: readonly BasicImage[],
): BuildBodyInput {
  const image = images.find((candidate) => candidate.id === values.image_id);
  const targets = values.targets.map(targetOf);
  if (values.source === 'jenkins') {
    const params = values.jenkins_build_params.map((param) => ({ ...param, key: param.name }));
    return {
      name: values.name.trim(),
      desc: values.desc,
      source: 'jenkins',
      product_name: project,
      targets,
      timeout: values.timeout,
      pre_build: { res_req: 'low' },
      jenkins_build: {
        jenkins_id: values.jenkins_id ?? '',
        job_name: values.job_name ?? '',
        jenkins_build_params: params,
        envs: params,
      },
    };
  }
  if (values.template_id)
    return {
      name: values.name.trim(),
      desc: values.desc,
      source: 'zadig',
      product_name: project,
      template_id: values.template_id,
      timeout: values.timeout,
      targets,
      target_repos: targets.map((service) => {
        const chosen = values.template_targets[service.key];
        return {
          service,
          repos: (chosen?.repos ?? [])
            .map(trimRepoRow)
            .map((repo) => ({ ...repo, codehost_id: repo.codehost_id ?? 0 })),
          envs: chosen?.envs ?? [],
        };
      }),
    };
  return {
    name: values.name.trim(),
    desc: values.desc,
    source: 'zadig',
    product_name: project,
    template_id: '',
    timeout: values.timeout,
    targets,
    repos: values.repos.map(trimRepoRow).map((repo) => ({ ...repo, codehost_id: repo.codehost_id ?? 0 })),
    cache_enable: values.cache_enable,
    cache_dir_type: values.cache_dir_type,
    cache_user_dir: values.cache_user_dir.trim(),
    pre_build: {
      res_req: values.res_req,
      cluster_id: values.cluster_id ?? '',
      res_req_spec: {
        cpu_limit: values.cpu_limit,
        memory_limit: values.memory_limit,
        ...(values.gpu_limit.trim() ? { gpu_limit: values.gpu_limit.trim() } : {}),
      },
      build_os: image?.value ?? '',
      image_id: image?.id ?? '',
      image_from: image?.image_from ?? '',
      installs: values.installs.map((id) => {
        const at = id.lastIndexOf('@');
        return { name: id.slice(0, at), version: id.slice(at + 1), id: id.replace('@', '') };
      }),
      envs: values.envs.map((env) => ({
        ...env,
        key: env.key.trim(),
        choice_option: env.type === 'choice' ? env.choice_option : [],
      })),
    },
    scripts: values.scripts,
    post_build: {
      ...(values.docker_build_enabled && {
        docker_build: {
          work_dir: values.work_dir,
          docker_file: values.docker_file,
          build_args: values.build_args,
        },
      }),
      ...(values.file_archive_enabled && { file_archive: { file_location: values.file_location } }),
      ...(values.upload_enabled && {
        object_storage_upload: {
          enabled: true,
          object_storage_id: values.object_storage_id ?? '',
          upload_detail: values.upload_detail,
        },
      }),
      ...(values.post_script_enabled && { scripts: values.post_scripts }),
    },
    outputs: values.outputs,
  };
}

/** Where a problem the schema found is shown in the form. */
function fieldOf(path: readonly PropertyKey[]): (string | number)[] | undefined {
  const [first, second, third, fourth] = path;
  if (first === 'name' || first === 'targets' || first === 'repos' || first === 'timeout') return [first];
  if (first === 'outputs' && typeof second === 'number') return ['outputs', second, 'name'];
  if (first === 'pre_build') {
    if (second === 'image_id') return ['image_id'];
    if (second === 'res_req_spec' && (third === 'cpu_limit' || third === 'memory_limit')) return [third];
    if (second === 'envs' && typeof third === 'number') return ['envs', third, String(fourth ?? 'key')];
  }
  if (first === 'post_build' && second === 'object_storage_upload') return ['upload_detail'];
  if (first === 'jenkins_build')
    return second === 'jenkins_build_params' ? ['jenkins_build_params'] : ['job_name'];
  return undefined;
}

/** A broken rule and the field that shows it (none: the form's summary only). */
export interface BuildProblem {
  field: (string | number)[] | undefined;
  message: string;
}

/** What a schema finds wrong in a body, each problem placed on its field. */
export function problemsOf(schema: z.ZodType, body: unknown): BuildProblem[] {
  const result = schema.safeParse(body);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({ field: fieldOf(issue.path), message: issue.message }));
}
