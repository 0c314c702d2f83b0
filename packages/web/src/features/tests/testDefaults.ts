import {
  DEFAULT_TEST_SCRIPT,
  DEFAULT_TEST_TIMEOUT_MINUTES,
  preBuildSchema,
  type TestBodyInput,
  type TestConfig,
} from '@slipway/contracts';
import { toRepoRow, trimRepoRow } from '../../components/RepoSelect';
import type { TestDraft } from './tests.types';

/** New tests run in the Ubuntu 20.04 image unless another is picked, as the portal's form starts. */
const DEFAULT_BUILD_OS = 'focal';

/** A new function test as the form starts it. */
export function newTest(project: string): TestDraft {
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
    pre_test: { ...preBuildSchema.parse(undefined), build_os: DEFAULT_BUILD_OS },
    artifact_paths: [''],
    scripts: DEFAULT_TEST_SCRIPT,
    test_result_path: '',
    test_report_path: '',
    post_test: { stcov: { enable: false } },
  };
}

/** A loaded test with the parts an older one may lack filled in (the portal's edit form does the same). */
export function withDefaults(test: TestConfig): TestDraft {
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

/** The trigger items of a test part (`schedules`, `hook_ctl`), each naming the test it runs. */
function withTestArgs(part: Record<string, unknown> | undefined, test_args: TestArgs) {
  if (!part || !Array.isArray(part.items)) return part;
  return { ...part, items: part.items.map((item: Record<string, unknown>) => ({ ...item, test_args })) };
}
type TestArgs = { product_name: string; test_name: string };

/**
 * What is sent: exported paths without the empty rows the form keeps for typing; every timer and
 * Git trigger item names this test.
 */
export function testToSave(values: TestDraft): TestBodyInput {
  const name = values.name.trim();
  const testArgs = { product_name: values.product_name, test_name: name };
  return {
    ...values,
    name,
    schedules: withTestArgs(values.schedules, testArgs),
    hook_ctl: withTestArgs(values.hook_ctl, testArgs),
    // the form's repository rule refuses rows without a host, so every row has its id here
    repos: values.repos.map((repo) => trimRepoRow(toRepoRow(repo))) as TestBodyInput['repos'],
    artifact_paths: values.artifact_paths.map((path) => path.trim()).filter(Boolean),
  };
}
