import type { TestModule, ZadigScanningSpec, ZadigTestSpec } from '@slipway/contracts';
import type { TestChoice } from './testJob.api';

export const emptyTestJobSpec = (): ZadigTestSpec => ({
  test_type: 'function',
  source: '',
  test_modules: [],
});
export const emptyScanJobSpec = (): ZadigScanningSpec => ({ scannings: [] });

/** The modules for the chosen tests: kept ones unchanged, new ones with the test's own variable values. */
export function modulesFor(
  names: readonly string[],
  current: readonly TestModule[],
  choices: readonly TestChoice[],
): TestModule[] {
  return names.flatMap((name) => {
    const kept = current.find((module) => module.name === name);
    if (kept) return [kept];
    const test = choices.find((choice) => choice.name === name);
    if (!test) return [];
    return [
      { name, project_name: test.product_name, key_vals: test.envs.map((env) => ({ ...env })), repos: [] },
    ];
  });
}

/** The scans for the chosen scanners: each scans its own repositories at their own branches. */
export function scanningsFor(
  names: readonly string[],
  current: ZadigScanningSpec['scannings'],
  project: string,
): ZadigScanningSpec['scannings'] {
  return names.map(
    (name) => current.find((scan) => scan.name === name) ?? { name, project_name: project, repos: [] },
  );
}
