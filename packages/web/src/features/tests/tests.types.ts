import type { RepoRow } from '../../components/RepoSelect';

/**
 * The shapes the test screens send and read (the portal's test API: list summaries, the test object,
 * reports). Times are unix seconds, durations seconds.
 */

export interface EnvVar {
  key: string;
  value: string;
  type: string;
  choice_option?: string[];
  is_credential: boolean;
}

export interface Install {
  name: string;
  version: string;
  id?: string;
}

/** A repository of a test, as the repository picker holds it. */
export type TestRepo = Partial<RepoRow>;

export interface PreTest {
  enable_proxy: boolean;
  build_os: string;
  image_from: string;
  image_id: string;
  res_req: string;
  res_req_spec: { cpu_limit: number; memory_limit: number };
  installs: Install[];
  envs: EnvVar[];
  cluster_id: string;
}

export interface TestConfig {
  name: string;
  product_name: string;
  desc: string;
  test_type: string;
  repos: TestRepo[];
  timeout: number;
  cache_enable: boolean;
  cache_dir_type: string;
  cache_user_dir: string;
  advanced_setting_modified: boolean;
  hook_ctl?: { enabled: boolean; items: unknown[] };
  schedules?: { enabled: boolean; items: unknown[] };
  notify_ctls?: unknown[];
  pre_test: PreTest;
  artifact_paths: string[];
  scripts: string;
  test_result_path: string;
  test_report_path: string;
  post_test?: { stcov: { enable: boolean } };
}

/** A row of the test list. */
export interface TestSummary {
  name: string;
  product_name: string;
  desc: string;
  update_time: number;
  test_case_num: number;
  execute_num: number;
  avg_duration: number;
  /** fraction 0..1 */
  pass_rate: number;
  workflows?: { name: string; product_tmpl_name?: string }[];
}

export interface CaseFailure {
  message?: string;
  text?: string;
  type?: string;
}

export interface TestCase {
  tc_name: string;
  classname?: string;
  time: number;
  failure: null | string | CaseFailure;
  skipped: null | object;
  error: null | CaseFailure;
  system_out?: string;
}

export interface TestSuite {
  tests: number;
  failures: number;
  errors: number;
  skips: number;
  successes?: number;
  time: number | string;
  testcase: TestCase[];
}

export interface RunTestAnswer {
  pipeline_name: string;
  task_id: number;
}

export interface ArtifactFiles {
  file_names: string[];
  not_history_file_flag: boolean;
}
