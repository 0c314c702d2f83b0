import { jobSchema } from '@slipway/contracts';
import { issueMessageKey } from '../../../components/form/zodRule';
import { translateMessage } from '../../../i18n/translateMessage';
import { type JobValues, jobToBody, type WorkflowDraft } from './draft';
import { unknownShares } from './shareStorages';

/** Whether another job of the workflow already has this name (job names are unique, spec §5). */
export function jobNameTaken(draft: WorkflowDraft, jobKey: string, name: string): boolean {
  const wanted = name.trim();
  return draft.stages.some((stage) => stage.jobs.some((job) => job.key !== jobKey && job.name === wanted));
}

/** What is wrong with the job form's values (translated), or undefined when the job can be saved. */
export function checkJob(draft: WorkflowDraft, jobKey: string, values: JobValues): string | undefined {
  if (jobNameTaken(draft, jobKey, values.name))
    return translateMessage('validation.workflow.jobNameDuplicate');
  if (unknownShares(values.shares, draft.share_storages).length > 0)
    return translateMessage('validation.workflow.shareStorageUnknown');
  const result = jobSchema.safeParse(jobToBody(values, draft.share_storages));
  if (result.success) return undefined;
  return translateMessage(issueMessageKey(result.error.issues) ?? result.error.issues[0]?.message ?? '');
}
