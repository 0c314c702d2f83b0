import type { TestConfig } from './tests.types';

export const DEFAULT_TEST_SCRIPT = '#!/bin/bash\nset -e';
export const DEFAULT_TEST_TIMEOUT_MINUTES = 60;
/** letters, digits, hyphen and underscore (spec §5: test names also allow underscore) */
export const TEST_NAME_PATTERN = /^[a-zA-Z0-9-_]+$/;

/** A new function test as the form starts it. */
export function newTest(project: string): TestConfig {
  return {
    name: '',
    product_name: project,
    desc: '',
    test_type: 'function',
    repos: [],
    timeout: DEFAULT_TEST_TIMEOUT_MINUTES,
    cache_enable: true,
    cache_dir_type: 'workspace',
    cache_user_dir: '',
    advanced_setting_modified: false,
    hook_ctl: { enabled: false, items: [] },
    schedules: { enabled: false, items: [] },
    notify_ctls: [],
    pre_test: {
      enable_proxy: false,
      build_os: 'focal',
      image_from: '',
      image_id: '',
      res_req: 'low',
      res_req_spec: { cpu_limit: 1000, memory_limit: 512 },
      installs: [],
      envs: [],
      cluster_id: '',
    },
    artifact_paths: [''],
    scripts: DEFAULT_TEST_SCRIPT,
    test_result_path: '',
    test_report_path: '',
    post_test: { stcov: { enable: false } },
  };
}

/** A loaded test with the parts an older one may lack filled in (the portal's edit form does the same). */
export function withDefaults(test: TestConfig): TestConfig {
  const blank = newTest(test.product_name);
  return {
    ...blank,
    ...test,
    repos: test.repos ?? [],
    artifact_paths: test.artifact_paths?.length ? test.artifact_paths : [''],
    hook_ctl: test.hook_ctl ?? blank.hook_ctl,
    schedules: test.schedules ?? blank.schedules,
    notify_ctls: test.notify_ctls ?? [],
    test_report_path: test.test_report_path ?? '',
    pre_test: { ...blank.pre_test, ...test.pre_test, installs: test.pre_test?.installs ?? [] },
  };
}

/** What is sent: exported paths without the empty rows the form keeps for typing. */
export function testToSave(values: TestConfig): TestConfig {
  return {
    ...values,
    name: values.name.trim(),
    artifact_paths: values.artifact_paths.map((path) => path.trim()).filter(Boolean),
  };
}
