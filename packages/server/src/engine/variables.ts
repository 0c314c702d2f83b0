/**
 * Template references of zadig-reference §2: `{{.workflow.params.X}}`, `{{.job.<job>.output.<NAME>}}`,
 * `{{.project}}`, `{{.workflow.name}}`, `{{.workflow.task.id}}`. In job fields they are replaced by their
 * values; in scripts by references to environment variables, so no value is ever pasted into script text.
 */
const TEMPLATE = /\{\{\s*\.([A-Za-z0-9_.-]+)\s*\}\}/g;

export interface TemplateContext {
  project: string;
  workflow: string;
  taskId: number;
  creator: string;
  params: Record<string, string>;
  /** outputs of finished jobs: job name → output name → value */
  outputs: Record<string, Record<string, string>>;
}

/** The environment variable a template path is exposed as inside scripts, or undefined if unknown. */
export function envNameFor(path: string): string | undefined {
  if (path === 'project') return 'PROJECT';
  if (path === 'workflow.name') return 'WORKFLOW';
  if (path === 'workflow.task.id') return 'TASK_ID';
  if (path === 'workflow.task.creator') return 'TASK_CREATOR';
  const param = /^workflow\.params\.([A-Za-z_][A-Za-z0-9_]*)$/.exec(path);
  if (param) return `SLIPWAY_PARAM_${param[1]}`;
  const output = /^job\.([a-z][a-z0-9-]*)\.output\.([A-Za-z_][A-Za-z0-9_]*)$/.exec(path);
  if (output) return outputEnvName(output[1]!, output[2]!);
  return undefined;
}

export const outputEnvName = (job: string, name: string) =>
  `SLIPWAY_JOB_${job.replaceAll('-', '_')}_OUTPUT_${name}`;

/** Replaces references in a job field with their values; unknown references stay as they are. */
export function renderField(text: string, ctx: TemplateContext): string {
  return text.replace(TEMPLATE, (whole, path: string) => {
    const value = lookup(path, ctx);
    return value ?? whole;
  });
}

/** Replaces references in a script with `${VAR}`; the values travel in the environment. */
export function renderScript(text: string): string {
  return text.replace(TEMPLATE, (whole, path: string) => {
    const name = envNameFor(path);
    return name ? `\${${name}}` : whole;
  });
}

function lookup(path: string, ctx: TemplateContext): string | undefined {
  if (path === 'project') return ctx.project;
  if (path === 'workflow.name') return ctx.workflow;
  if (path === 'workflow.task.id') return String(ctx.taskId);
  if (path === 'workflow.task.creator') return ctx.creator;
  const param = /^workflow\.params\.(.+)$/.exec(path);
  if (param) return ctx.params[param[1]!];
  const output = /^job\.([^.]+)\.output\.(.+)$/.exec(path);
  if (output) return ctx.outputs[output[1]!]?.[output[2]!];
  return undefined;
}

/** Every value a template may stand for, as environment variables for scripts. */
export function templateEnv(ctx: TemplateContext): Record<string, string> {
  const env: Record<string, string> = {
    PROJECT: ctx.project,
    WORKFLOW: ctx.workflow,
    TASK_ID: String(ctx.taskId),
    TASK_CREATOR: ctx.creator,
  };
  for (const [name, value] of Object.entries(ctx.params)) env[`SLIPWAY_PARAM_${name}`] = value;
  for (const [job, outputs] of Object.entries(ctx.outputs)) {
    for (const [name, value] of Object.entries(outputs)) env[outputEnvName(job, name)] = value;
  }
  return env;
}
