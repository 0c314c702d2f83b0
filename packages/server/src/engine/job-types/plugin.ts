import type { FreestyleSpec, PluginJobSpec } from '@slipway/contracts';
import { freestyleJob } from './freestyle.js';
import type { JobContext, JobResult, JobType } from './job-type.js';

/** The variable an input reaches the script as: its name upper-cased, other characters as `_`. */
export const pluginInputVariable = (name: string) => name.toUpperCase().replace(/[^A-Z0-9_]/g, '_');

/** The value a job gives an input, else the template's default (both are `value`). */
const inputValues = (spec: PluginJobSpec) =>
  spec.plugin.inputs.map((input) => ({ key: pluginInputVariable(input.name), input }));

/**
 * The template's script as the one step of a freestyle job, each input an environment variable and
 * the template's outputs collected as freestyle outputs: plugins run exactly where freestyle steps run.
 */
export function asFreestyle(spec: PluginJobSpec): FreestyleSpec {
  return {
    properties: {
      timeout: spec.properties.timeout,
      envs: inputValues(spec).map(({ key, input }) => ({
        key,
        value: input.value,
        type: 'string',
        choice_option: [],
        is_credential: input.is_credential,
      })),
      share_storage_info: { enabled: false, share_storages: [] },
    },
    steps: [{ name: spec.plugin.name, type: 'shell', spec: { script: spec.plugin.script } }],
    outputs: spec.plugin.outputs,
  };
}

/** A plugin job: a plugin template's script with the job's input values. */
export const pluginJob: JobType<PluginJobSpec> = {
  secrets: (spec) => freestyleJob.secrets(asFreestyle(spec)),
  run: (spec, ctx: JobContext): Promise<JobResult> => freestyleJob.run(asFreestyle(spec), ctx),
};
