import { type WorkflowBody, workflowBodySchema } from '@slipway/contracts';
import { parse, stringify } from 'yaml';
import type { z } from 'zod';
import { issueMessageKey } from '../../../components/form/zodRule';
import { translateMessage } from '../../../i18n/translateMessage';
import { bodyToDraft, draftToBody, type WorkflowDraft } from './draft';

/** One thing wrong with a workflow: the translated message and where (the body's path). */
export interface Problem {
  message: string;
  path: readonly PropertyKey[];
}

export type Checked<T> = { ok: true; value: T } | { ok: false; problem: Problem };

/** The first issue; one without a message of the catalogue (a wrong type in YAML) names the field. */
function firstProblem(error: z.ZodError): Problem {
  const issue = error.issues[0];
  const path = issue?.path ?? [];
  const key = issueMessageKey(error.issues.slice(0, 1));
  if (key) return { message: translateMessage(key), path };
  return { message: `${translateMessage('validation.invalidType')}: ${path.join('.')}`, path };
}

/** The body the server would get, checked with the server's own rules (contracts). */
export function checkDraft(draft: WorkflowDraft, project: string): Checked<WorkflowBody> {
  const result = workflowBodySchema.safeParse(draftToBody(draft, project));
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, problem: firstProblem(result.error) };
}

/** The whole workflow as YAML text; scripts keep their lines whole. */
export function draftToYaml(draft: WorkflowDraft, project: string): string {
  return stringify(draftToBody(draft, project), { lineWidth: 0 });
}

/** The params alone, as the variable editor previews them. */
export function paramsToYaml(draft: WorkflowDraft, project: string): string {
  const { params } = draftToBody(draft, project);
  return params.length ? stringify({ params }, { lineWidth: 0 }) : '';
}

/**
 * A workflow typed as YAML back into a draft, validated like the form; the project is always the
 * page's, whatever the text says.
 */
export function yamlToDraft(text: string, project: string): Checked<WorkflowDraft> {
  let value: unknown;
  try {
    value = parse(text);
  } catch (error) {
    return {
      ok: false,
      problem: { message: error instanceof Error ? error.message : String(error), path: [] },
    };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, problem: { message: translateMessage('validation.yaml.invalid'), path: [] } };
  }
  const result = workflowBodySchema.safeParse({ ...value, project });
  return result.success
    ? { ok: true, value: bodyToDraft(result.data) }
    : { ok: false, problem: firstProblem(result.error) };
}
