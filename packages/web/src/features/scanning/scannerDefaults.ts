import type { Scanner } from './scanning.types';

/** lowercase letters, digits and hyphens (spec §5) */
export const SCANNER_NAME_PATTERN = /^[a-z0-9-]+$/;
export const DEFAULT_SCAN_SCRIPT = '#!/bin/bash\nset -e';
export const DEFAULT_SONAR_PARAMETER = '# Sonar 参数\n';

export function newScanner(project: string): Scanner {
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
      timeout: 60,
      cluster_id: '',
      res_req: 'low',
      res_req_spec: { cpu_limit: 1000, memory_limit: 512 },
      hook_ctl: { enabled: false, items: [] },
    },
  };
}

/** A loaded scanner with what an older one may lack filled in. */
export function scannerWithDefaults(scanner: Scanner): Scanner {
  const blank = newScanner(scanner.project_name);
  return {
    ...blank,
    ...scanner,
    repos: scanner.repos ?? [],
    installs: scanner.installs ?? [],
    advanced_settings: {
      ...blank.advanced_settings,
      ...scanner.advanced_settings,
      hook_ctl: scanner.advanced_settings?.hook_ctl ?? blank.advanced_settings.hook_ctl,
    },
  };
}
