import type { PresetModule, ProductTask, RunArgs, StoredProductWorkflow } from '../productWorkflow.types';

export const PROJECT = 'shop';

const target = (module: string) => ({
  product_name: PROJECT,
  service_name: 'web',
  service_module: module,
  build_name: `${module}-build`,
});

/** GET workflow/preset/{project}: two service modules of one service. */
export const presets: PresetModule[] = [
  { target: target('web'), repos: [], deploy: [{ env: 'web/web', type: 'pm' }] },
  { target: target('worker'), repos: [], deploy: [{ env: 'web/worker', type: 'pm' }] },
];

export const storedWorkflow: StoredProductWorkflow = {
  name: 'ship',
  enabled: true,
  product_tmpl_name: PROJECT,
  env_name: 'dev',
  description: 'ships web',
  team: '',
  is_parallel: false,
  reset_image: false,
  reset_image_policy: '',
  build_stage: {
    enabled: true,
    modules: [{ hide_service_module: false, target: target('web'), branch_filter: [] }],
  },
  artifact_stage: null,
  test_stage: { enabled: false, tests: [] },
  distribute_stage: { enabled: false, s3_storage_id: '', image_repo: '', distributes: [], releases: [] },
  notify_ctls: null,
  hook_ctl: null,
  schedule_enabled: false,
  schedules: null,
  extension_stage: null,
  update_by: 'ada',
  update_time: 1700000000,
  create_by: 'ada',
  create_time: 1700000000,
  base_refs: [],
};

/** GET workflowtask/preset/{env}/{workflow}, as portal shapes §5 describes it. */
export const runPreset: RunArgs = {
  workflow_name: 'ship',
  product_tmpl_name: PROJECT,
  namespace: 'dev',
  description: '',
  distribute_enabled: false,
  reset_cache: false,
  ignore_cache: false,
  targets: [
    {
      name: 'web',
      service_name: 'web',
      product_name: PROJECT,
      build_name: 'web-build',
      has_build: true,
      envs: [],
      deploy: [{ env: 'web/web', type: 'pm' }],
      build: {
        repos: [
          {
            source: 'other',
            repo_owner: 'team',
            repo_name: 'app',
            repo_namespace: 'team',
            branch: 'main',
            tag: '',
            pr: 0,
            codehost_id: 1,
          },
        ],
      },
    },
    {
      name: 'docs',
      service_name: 'docs',
      product_name: PROJECT,
      build_name: '',
      has_build: false,
      envs: [],
      deploy: [],
      build: { repos: [] },
    },
  ],
  tests: [],
};

/**
 * A finished task as workflowtask/id/{id}/pipelines/{name} answers it (portal shapes §5): a build
 * stage whose sub task passed and a deploy stage whose sub task failed, keyed `{module}_{service}`.
 */
export const finishedTask: ProductTask = {
  type: 'workflow',
  task_id: 7,
  pipeline_name: 'ship',
  product_name: PROJECT,
  namespace: 'dev',
  status: 'failed',
  task_creator: 'ada',
  task_revoker: '',
  create_time: 1700000000,
  start_time: 1700000000,
  end_time: 1700000095,
  error: '',
  releases: [],
  workflow_args: runPreset,
  service_modules: [{ service_module: 'web', service_name: 'web', code_info: [] }],
  test_reports: {},
  stages: [
    {
      type: 'buildv2',
      status: 'passed',
      sub_tasks: {
        web_web: {
          type: 'buildv2',
          enabled: true,
          status: 'passed',
          start_time: 1700000000,
          end_time: 1700000065,
          error: '',
          service_name: 'web_web',
          service: 'web',
          service_type: 'pm',
          env_name: 'dev',
          image: '',
          job_ctx: {
            builds: [
              {
                source: 'other',
                repo_owner: 'team',
                repo_name: 'app',
                repo_namespace: 'team',
                branch: 'main',
                tag: '',
                pr: 0,
                codehost_id: 1,
                commit_id: '0123456789abcdef',
              },
            ],
            image: '',
            package_file: 'web.tar.gz',
            upload_pkg: false,
          },
          static_check_status: { repos: [] },
          ut_status: { repos: [] },
          docker_build_status: { status: '', image_name: '', registry_repo: '' },
        },
      },
    },
    {
      type: 'deploy',
      status: 'failed',
      sub_tasks: {
        web_web: {
          type: 'deploy',
          enabled: true,
          status: 'failed',
          start_time: 1700000065,
          end_time: 1700000095,
          error: 'host unreachable',
          container_name: 'web',
          service_name: 'web',
          service_type: 'pm',
          image: '',
          env_name: 'dev',
          namespace: 'dev',
          cluster_id: '',
          product_name: PROJECT,
          artifact_info: { file_name: '' },
        },
      },
    },
  ],
};
