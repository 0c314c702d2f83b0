import type { RepoRow } from '../../components/RepoSelect';

/** The shapes the code scanning screens send and read. Times are unix seconds, durations seconds. */

export const scannerTypes = ['sonarQube', 'other'] as const;
export type ScannerType = (typeof scannerTypes)[number];

/** A repository of a scanner, as the repository picker holds it; a run may name a tag instead. */
export type ScannerRepo = Partial<RepoRow> & { tag?: string };

export interface Scanner {
  id?: string;
  name: string;
  project_name: string;
  description: string;
  scanner_type: ScannerType;
  image_id: string;
  sonar_id: string;
  installs?: { name: string; version: string }[];
  repos: ScannerRepo[];
  parameter: string;
  pre_script?: string;
  check_quality_gate?: boolean;
  script: string;
  advanced_settings: {
    timeout: number;
    cluster_id: string;
    res_req: string;
    res_req_spec: { cpu_limit: number; memory_limit: number };
    hook_ctl: { enabled: boolean; items: unknown[] };
  };
}

export interface ScannerSummary {
  id: string;
  name: string;
  description?: string;
  statistics: { times_run: number; run_time_average: number };
}

export interface ScanTaskRow {
  scan_id: number;
  status: string;
  run_time: number;
  created_at: number;
  creator: string;
}

export interface ScanHistory {
  scan_info: { editor: string; updated_at: number };
  scan_tasks: ScanTaskRow[];
  total_tasks: number;
}

export interface ScanRepoInfo {
  repo_name: string;
  source: string;
  repo_owner: string;
  branch: string;
  tag?: string;
  pr?: number;
  commit_id?: string;
  address?: string;
}

export interface ScanTaskDetail {
  status: string;
  creator: string;
  task_revoker?: string;
  create_time: number;
  end_time: number;
  repo_info: ScanRepoInfo[];
  result_link?: string;
  error?: string;
}

/** One repository of a run: a branch (and maybe a PR), or a tag. */
export interface ScanRunRepo {
  codehost_id?: number;
  source?: string;
  repo_owner?: string;
  repo_name?: string;
  repo_namespace?: string;
  branch?: string;
  pr?: number | null;
  tag?: string;
}
