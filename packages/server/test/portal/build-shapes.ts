import type { Shape } from './portal-contract.js';

/** What the build form reads of a build and of a build template alike (portal-shapes §2). */
export const buildFormShape: Shape = {
  id: 'string',
  name: 'string',
  desc: 'string',
  timeout: 'integer',
  cache_enable: 'boolean',
  cache_dir_type: 'string',
  cache_user_dir: 'string',
  advanced_setting_modified: 'boolean',
  scripts: 'string',
};

/** The `pre_build` fields both read. */
export const preBuildShape: Shape = {
  res_req: 'string',
  res_req_spec: { cpu_limit: 'integer', memory_limit: 'integer' },
  build_os: 'string',
  image_id: 'string',
  enable_proxy: 'boolean',
  enable_gocov: 'boolean',
  parameters: 'array',
};
