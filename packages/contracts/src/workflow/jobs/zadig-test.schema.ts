import { z } from 'zod';
import { codeRepoSchema } from '../../build/code-repo.schema.js';
import { requiredText } from '../../common/fields.js';
import { testNameSchema, testTypes } from '../../testing/test-name.js';
import { envVarSchema, jobBaseShape } from '../job-fields.schema.js';

/** One test a `zadig-test` job runs: the test config by name, with the run's variables and repos. */
export const testModuleSchema = z.object({
  name: testNameSchema,
  project_name: requiredText(64, 'validation.project.required'),
  /** values for the test's variables; keys the test does not declare are passed too */
  key_vals: z.array(envVarSchema).max(200).default([]),
  /** branches, tags or commits to check out instead of the test's own (same host, owner and name) */
  repos: z.array(codeRepoSchema).max(20).default([]),
});
export type TestModule = z.infer<typeof testModuleSchema>;

/** Runs saved tests and collects their JUnit reports (zadig-reference §2 `zadig-test`, Zadig v4). */
export const zadigTestSpecSchema = z.object({
  test_type: z.enum(testTypes, { error: 'validation.test.typeUnknown' }).default('function'),
  source: z.string().max(32).default(''),
  test_modules: z.array(testModuleSchema).min(1, { error: 'validation.test.nameRequired' }).max(20),
});
export type ZadigTestSpec = z.infer<typeof zadigTestSpecSchema>;

export const zadigTestJobSchema = z.object({
  ...jobBaseShape,
  type: z.literal('zadig-test'),
  spec: zadigTestSpecSchema,
});
export type ZadigTestJob = z.infer<typeof zadigTestJobSchema>;

/** The run-time values of every test module, in module order (what a run may set or must seal). */
export function zadigTestKeyVals(spec: ZadigTestSpec) {
  return spec.test_modules.flatMap((module) => module.key_vals);
}

/** Puts values read by `zadigTestKeyVals` back into their modules, same order and counts. */
export function zadigTestWithKeyVals(
  spec: ZadigTestSpec,
  values: ZadigTestSpec['test_modules'][number]['key_vals'],
) {
  let next = 0;
  const test_modules = spec.test_modules.map((module) => {
    const key_vals = values.slice(next, next + module.key_vals.length);
    next += module.key_vals.length;
    return { ...module, key_vals };
  });
  return { ...spec, test_modules };
}
