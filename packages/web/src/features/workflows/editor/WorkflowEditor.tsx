import { CodeOutlined, FormOutlined, PlusOutlined } from '@ant-design/icons';
import type { WorkflowBody } from '@slipway/contracts';
import { Alert, App, Button, Card, Empty, Flex, Form, Input, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { HttpError } from '../../../api/http';
import { useSaveWorkflow } from '../hooks/useSaveWorkflow';
import { workflowPaths } from '../workflowPaths';
import { BaseInfoFields } from './BaseInfoFields';
import type { WorkflowDraft } from './draft';
import { JobForm } from './JobForm';
import { newSpecOf } from './jobKinds';
import { NotifyEditor } from './notify/NotifyEditor';
import { ParamsEditor } from './ParamsEditor';
import { problemPlace } from './problemPlace';
import { ShareStoragesEditor } from './ShareStoragesEditor';
import { StageCard } from './StageCard';
import { TypedJobForm } from './TypedJobForm';
import { baseValues, useWorkflowDraft } from './useWorkflowDraft';
import {
  type Checked,
  checkDraft,
  draftToYaml,
  type Problem,
  paramsToYaml,
  yamlToDraft,
} from './workflowCheck';

const mono = { fontFamily: 'Menlo, Consolas, "Liberation Mono", monospace', fontSize: 12 };

export interface WorkflowEditorProps {
  project: string;
  initial: WorkflowDraft;
  /** the workflow's identifier when editing one; it cannot change */
  original?: string;
}

/**
 * Creates or edits a custom workflow: base information, variables, stages and their jobs in a
 * form, or the whole workflow as YAML; saving validates it with the server's rules first.
 */
export function WorkflowEditor({ project, initial, original }: WorkflowEditorProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const editor = useWorkflowDraft(initial);
  const { draft, form, openJob } = editor;
  const [mode, setMode] = useState<'form' | 'yaml'>('form');
  const [yamlText, setYamlText] = useState('');
  const yamlShown = useRef('');
  const [problem, setProblem] = useState<string>();
  const [serverError, setServerError] = useState<HttpError>();
  const save = useSaveWorkflow(project, original);

  const describe = (found: Problem, where: WorkflowDraft) => {
    const place = problemPlace(found.path, where);
    const parts: string[] = [];
    if (place.stage)
      parts.push(t('workflow.problem.stage', { number: place.stage.number, name: place.stage.name }));
    if (place.job) parts.push(t('workflow.problem.job', { number: place.job.number, name: place.job.name }));
    return [...parts, found.message].join(' › ');
  };

  /** The YAML typed, as a draft; the identifier of an existing workflow stays as it is. */
  const draftFromYaml = (): Checked<WorkflowDraft> => {
    const parsed = yamlToDraft(yamlText, project);
    if (parsed.ok && original && parsed.value.name !== original) {
      return { ok: false, problem: { message: t('workflow.identifier.fixed'), path: ['name'] } };
    }
    return parsed;
  };

  const showYaml = () => {
    const unsaved = editor.unsavedJob();
    if (unsaved) return editor.refuseWhileUnsaved(unsaved);
    const text = draftToYaml(draft, project);
    yamlShown.current = text;
    setYamlText(text);
    setProblem(undefined);
    setMode('yaml');
  };

  const showForm = () => {
    // unchanged text goes back as it was, even when it is not complete yet
    if (yamlText !== yamlShown.current) {
      const parsed = draftFromYaml();
      if (!parsed.ok) return setProblem(describe(parsed.problem, draft));
      editor.replace(parsed.value);
    }
    setProblem(undefined);
    setMode('form');
  };

  /** The draft to save, checked; undefined when something is wrong (and said). */
  const checkedBody = async (): Promise<WorkflowBody | undefined> => {
    let candidate = draft;
    if (mode === 'yaml') {
      const parsed = draftFromYaml();
      if (!parsed.ok) return void setProblem(describe(parsed.problem, draft));
      candidate = parsed.value;
    } else {
      try {
        await form.validateFields();
      } catch {
        return undefined;
      }
      const unsaved = editor.unsavedJob();
      if (unsaved) return void editor.refuseWhileUnsaved(unsaved);
    }
    const checked = checkDraft(candidate, project);
    if (!checked.ok) return void setProblem(describe(checked.problem, candidate));
    return checked.value;
  };

  const submit = async () => {
    setProblem(undefined);
    setServerError(undefined);
    const body = await checkedBody();
    if (!body) return;
    save.mutate(body, {
      onSuccess: (saved) => {
        void message.success(t('workflow.saved', { name: saved.name }));
        navigate(workflowPaths.history(project, saved.name));
      },
      onError: (error) => {
        if (error instanceof HttpError) setServerError(error);
      },
    });
  };

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {original ? t('workflow.editor.editTitle', { name: original }) : t('workflow.editor.createTitle')}
        </Typography.Title>
        <Flex gap={8}>
          <Button
            data-testid="wf-yaml-toggle"
            icon={mode === 'form' ? <CodeOutlined /> : <FormOutlined />}
            onClick={mode === 'form' ? showYaml : showForm}
          >
            {mode === 'form' ? t('workflow.editor.yaml') : t('workflow.editor.form')}
          </Button>
          <Button data-testid="wf-cancel" onClick={() => navigate(workflowPaths.list(project))}>
            {t('workflow.cancel')}
          </Button>
          <Button type="primary" data-testid="wf-save" loading={save.isPending} onClick={submit}>
            {t('workflow.save')}
          </Button>
        </Flex>
      </Flex>
      {problem && <Alert type="error" showIcon data-testid="wf-problem" title={problem} />}
      {serverError && (
        <Alert
          type="error"
          showIcon
          data-testid="wf-save-error"
          title={serverError.message}
          description={
            serverError.description && serverError.description !== serverError.message ? (
              <pre style={{ ...mono, margin: 0, whiteSpace: 'pre-wrap' }}>{serverError.description}</pre>
            ) : undefined
          }
        />
      )}
      {mode === 'yaml' && (
        <Input.TextArea
          data-testid="wf-yaml"
          value={yamlText}
          spellCheck={false}
          autoSize={{ minRows: 20 }}
          style={mono}
          onChange={(event) => setYamlText(event.target.value)}
        />
      )}
      {/* the form stays mounted in the YAML view so its fields keep their state */}
      <Flex vertical gap={16} style={mode === 'form' ? undefined : { display: 'none' }}>
        <Form
          form={form}
          layout="vertical"
          initialValues={baseValues(initial)}
          onValuesChange={editor.baseChanged}
        >
          <Card title={t('workflow.editor.base')} size="small" style={{ marginBottom: 16 }}>
            <BaseInfoFields editing={Boolean(original)} />
            <ShareStoragesEditor />
          </Card>
          <Card title={t('workflow.editor.params')} size="small">
            <ParamsEditor yamlPreview={paramsToYaml(draft, project)} />
          </Card>
          <Card title={t('workflowNotify.title')} size="small" style={{ marginTop: 16 }}>
            <NotifyEditor />
          </Card>
        </Form>
        <Card title={t('workflow.editor.stages')} size="small">
          <Flex vertical gap={12}>
            {draft.stages.length === 0 && <Empty description={t('workflow.stage.none')} />}
            {draft.stages.map((stage, index) => (
              <StageCard
                key={stage.key}
                stage={stage}
                index={index}
                count={draft.stages.length}
                openJobKey={openJob?.key}
                onChange={(change) => editor.changeStage(index, change)}
                onMove={(delta) => editor.moveStage(index, delta)}
                onRemove={() => editor.removeStage(index)}
                onAddJob={(type) => editor.addJob(index, type, type && newSpecOf(type))}
                onOpenJob={editor.openJobForm}
                onMoveJob={(jobIndex, delta) => editor.moveJob(index, jobIndex, delta)}
                onRemoveJob={(jobKey) => editor.removeJob(index, jobKey)}
              />
            ))}
            <Button
              icon={<PlusOutlined />}
              data-testid="wf-add-stage"
              style={{ alignSelf: 'start' }}
              onClick={editor.addStage}
            >
              {t('workflow.stage.add')}
            </Button>
          </Flex>
        </Card>
        {openJob && openJob.type !== 'freestyle' && (
          <TypedJobForm
            key={openJob.key}
            project={project}
            job={openJob}
            nameTaken={(name) => editor.jobNameTaken(openJob.key, name)}
            onChange={() => editor.jobChanged(openJob.key)}
            onSave={(values) => editor.saveJob(openJob.key, values)}
            onClose={editor.closeJobForm}
          />
        )}
        {openJob && openJob.type === 'freestyle' && (
          <JobForm
            key={openJob.key}
            job={openJob}
            storages={draft.share_storages}
            nameTaken={(name) => editor.jobNameTaken(openJob.key, name)}
            onChange={() => editor.jobChanged(openJob.key)}
            onSave={(values) => editor.saveJob(openJob.key, values)}
            onClose={editor.closeJobForm}
          />
        )}
      </Flex>
    </Flex>
  );
}
