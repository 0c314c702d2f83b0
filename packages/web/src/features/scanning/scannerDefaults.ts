import { DEFAULT_SCAN_TIMEOUT_MINUTES, type Scanner } from '@slipway/contracts';
import { toRepoRow, trimRepoRow } from '../../components/RepoSelect';
import type { ScannerBodyInput } from './scanning.api';
import type { ScannerDraft } from './scanning.types';

export const DEFAULT_SCAN_SCRIPT = '#!/bin/bash\nset -e';
export const DEFAULT_SONAR_PARAMETER = '# Sonar 参数\n';

export function newScanner(project: string): ScannerDraft {
  return {
    name: '',
    project_name: project,
    description: '',
    scanner_type: 'sonarQube',
    image_id: '',
    sonar_id: '',
    installs: [],
    repos: [],
    parameter: DEFAULT_SONAR_PARAMETER,
    pre_script: '',
    check_quality_gate: false,
    script: DEFAULT_SCAN_SCRIPT,
    advanced_settings: {
      timeout: DEFAULT_SCAN_TIMEOUT_MINUTES,
      cluster_id: '',
      res_req: 'low',
      res_req_spec: { cpu_limit: 1000, memory_limit: 512 },
      hook_ctl: { enabled: false, items: [] },
    },
  };
}

/**
 * A loaded scanner as the form edits it, with what an older one may lack filled in. The server answers
 * the fields it was sent, so the detail has the body's shape.
 */
export function scannerWithDefaults(scanner: Scanner): ScannerDraft {
  const loaded = scanner as unknown as ScannerDraft;
  const blank = newScanner(scanner.project_name);
  return {
    ...blank,
    ...loaded,
    repos: (loaded.repos ?? []).map((repo) => toRepoRow(repo)),
    installs: loaded.installs ?? [],
    advanced_settings: {
      ...blank.advanced_settings,
      ...loaded.advanced_settings,
      hook_ctl: loaded.advanced_settings?.hook_ctl ?? blank.advanced_settings.hook_ctl,
    },
  };
}

/** What is sent: the draft of `project` with trimmed names and repositories. */
export function scannerToSave(draft: ScannerDraft, project: string): ScannerBodyInput {
  return {
    ...draft,
    name: draft.name.trim(),
    project_name: project,
    // the form's repository rule refuses rows without a host, so every row has its id here
    repos: draft.repos.map((repo) => trimRepoRow(toRepoRow(repo))) as ScannerBodyInput['repos'],
  };
}
