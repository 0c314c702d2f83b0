import type { FreestyleSpec } from '@slipway/contracts';
import { renderField, renderScript } from '../variables.js';
import type { JobContext, JobResult, JobType } from './job-type.js';

/** Appended to the last step: each declared output is the variable of the same name at the end. */
export function captureOutputs(names: string[]): string {
  if (!names.length) return '';
  const lines = names.map(
    (name) => `if [ -n "\${${name}+x}" ]; then printf '%s' "\${${name}}" > "$SLIPWAY_OUTPUTS/${name}"; fi`,
  );
  return `\n__slipway_rc=$?\n${lines.join('\n')}\nexit $__slipway_rc\n`;
}

/** Ordered shell steps with the job's variables; outputs are read back for later jobs. */
export const freestyleJob: JobType<FreestyleSpec> = {
  secrets: (spec) => spec.properties.envs.filter((e) => e.is_credential && e.value).map((e) => e.value),

  async run(spec, ctx: JobContext): Promise<JobResult> {
    const env: Record<string, string> = { ...ctx.env };
    for (const variable of spec.properties.envs)
      env[variable.key] = renderField(variable.value, ctx.templates);
    const outputNames = spec.outputs.map((o) => o.name);
    const deadline = Date.now() + ctx.timeoutMs;

    for (const [index, step] of spec.steps.entries()) {
      ctx.log.write(`\u001b[1m>>> ${step.name}\u001b[0m\n`);
      const last = index === spec.steps.length - 1;
      const result = await ctx.job.runStep(index, {
        script: renderScript(step.spec.script) + (last ? captureOutputs(outputNames) : ''),
        env,
        timeoutMs: Math.max(deadline - Date.now(), 1),
        signal: ctx.signal,
        log: ctx.log,
      });
      if (result.status !== 'passed')
        return { status: result.status, outputs: {}, error: `${step.name}: ${result.error}` };
    }
    return { status: 'passed', outputs: await ctx.job.readOutputs(outputNames), error: '' };
  },
};
