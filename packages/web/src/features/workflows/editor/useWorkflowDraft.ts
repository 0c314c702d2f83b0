import type { NotifyCtl, ShareStorage } from '@slipway/contracts';
import { App, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type BaseInfo,
  emptyParam,
  type JobDraft,
  type JobValues,
  type ParamDraft,
  type WorkflowDraft,
} from './draft';
import * as ops from './draftOps';
import { jobNameTaken } from './jobRules';
import { notifyFromForm } from './notify/notifyRules';
import { normalizeParam } from './paramRules';

/** What the base form (identifier, names, share storages, variables) holds. */
export type BaseValues = BaseInfo & {
  params: ParamDraft[];
  share_storages: ShareStorage[];
  notify_ctls: NotifyCtl[];
};

export const baseValues = (draft: WorkflowDraft): BaseValues => ({
  name: draft.name,
  display_name: draft.display_name,
  description: draft.description,
  multi_run: draft.multi_run,
  category: draft.category,
  params: draft.params,
  share_storages: draft.share_storages,
  notify_ctls: draft.notify_ctls,
});

/**
 * The editor's draft and its edits. The base form is the draft's identifier, names and
 * variables; stages and jobs are edited here, one job at a time in the job form.
 */
export function useWorkflowDraft(initial: WorkflowDraft) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [draft, setDraft] = useState(initial);
  const [form] = Form.useForm<BaseValues>();
  const [openJobKey, setOpenJobKey] = useState<string>();

  /** spec §5: the job being edited is saved before another is added or opened */
  const refuseWhileUnsaved = (job: JobDraft) => {
    void message.warning(t('workflow.job.saveFirst', { name: job.name || t('workflow.job.unnamed') }));
    setOpenJobKey(job.key);
  };

  return {
    draft,
    form,
    openJob: ops.findJob(draft, openJobKey),

    /** A whole new draft (loaded from YAML): the form shows it and no job is open. */
    replace(next: WorkflowDraft) {
      setDraft(next);
      form.setFieldsValue(baseValues(next));
      setOpenJobKey(undefined);
    },

    /** The base form changed: keep the draft in step, and choices never credentials. */
    baseChanged() {
      const values = form.getFieldsValue(true) as Partial<BaseValues>;
      const params = (values.params ?? []).map((param, index) => {
        const normalized = normalizeParam({ ...emptyParam(), ...param });
        if (normalized.is_credential !== param.is_credential || normalized.default !== param.default) {
          form.setFieldValue(['params', index], normalized);
        }
        return normalized;
      });
      setDraft((current) => ({
        ...current,
        name: values.name ?? '',
        display_name: values.display_name ?? '',
        description: values.description ?? '',
        multi_run: values.multi_run ?? false,
        category: values.category ?? '',
        params,
        share_storages: (values.share_storages ?? []).map(({ name, path }) => ({ name, path })),
        notify_ctls: (values.notify_ctls ?? []).map(notifyFromForm),
      }));
    },

    addStage: () => setDraft(ops.addStage),
    removeStage(index: number) {
      if (draft.stages[index]?.jobs.some((job) => job.key === openJobKey)) setOpenJobKey(undefined);
      setDraft(ops.removeStage(draft, index));
    },
    moveStage: (index: number, delta: number) => setDraft(ops.moveStage(draft, index, delta)),
    changeStage: (index: number, change: ops.StageChange) => setDraft(ops.updateStage(draft, index, change)),

    addJob(stageIndex: number, type?: string, spec?: unknown) {
      const result = ops.addJob(draft, stageIndex, type, spec);
      if (!result.ok) return refuseWhileUnsaved(result.unsaved);
      setDraft(result.draft);
      setOpenJobKey(result.job.key);
    },
    openJobForm(jobKey: string) {
      const unsaved = ops.unsavedJob(draft);
      if (unsaved && unsaved.key !== jobKey) return refuseWhileUnsaved(unsaved);
      setOpenJobKey(jobKey);
    },
    closeJobForm: () => setOpenJobKey(undefined),
    removeJob(stageIndex: number, jobKey: string) {
      if (jobKey === openJobKey) setOpenJobKey(undefined);
      setDraft(ops.removeJob(draft, stageIndex, jobKey));
    },
    moveJob: (stageIndex: number, jobIndex: number, delta: number) =>
      setDraft(ops.moveJob(draft, stageIndex, jobIndex, delta)),
    jobChanged: (jobKey: string) => setDraft((current) => ops.markJobChanged(current, jobKey)),
    jobNameTaken: (jobKey: string, name: string) => jobNameTaken(draft, jobKey, name),
    /** Stores the open job; answers what is wrong instead when it cannot be saved. */
    saveJob(jobKey: string, values: JobValues): string | undefined {
      const result = ops.saveJob(draft, jobKey, values);
      if (!result.ok) return result.message;
      setDraft(result.draft);
      void message.success(t('workflow.job.saved', { name: values.name }));
      return undefined;
    },
    unsavedJob: () => ops.unsavedJob(draft),
    refuseWhileUnsaved,
  };
}

export type WorkflowDraftState = ReturnType<typeof useWorkflowDraft>;
