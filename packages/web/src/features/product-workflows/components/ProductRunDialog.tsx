import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Checkbox, Flex, Form, Input, Modal, Select, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useEnvironmentList } from '../../environments/useEnvironments';
import { useIssueText } from '../editor/useIssueText';
import { productPaths } from '../productPaths';
import type { ProductWorkflow, RunArgs } from '../productWorkflow.types';
import { productTasksApi } from '../productWorkflows.api';
import { deployKey, initialPicks, runBody, runProblem, targetKey } from './runArgs';

/**
 * Runs a product workflow: the environment, the service modules to build and their branches, from
 * the run preset of that environment; the task page opens once it has started.
 */
export function ProductRunDialog({
  workflow,
  open,
  onClose,
}: {
  workflow: ProductWorkflow;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const issueText = useIssueText();
  const navigate = useNavigate();
  const project = workflow.product_tmpl_name;
  const [env, setEnv] = useState(workflow.env_name);
  const envs = useEnvironmentList(project);
  const preset = useQuery({
    queryKey: ['product-workflows', 'run-preset', project, workflow.name, env],
    queryFn: ({ signal }) => productTasksApi.preset(env, workflow.name, project, signal),
    enabled: open && env !== '',
    staleTime: 0,
  });
  const [args, setArgs] = useState<RunArgs>();
  const [picked, setPicked] = useState<string[]>([]);
  const [skippedDeploys, setSkippedDeploys] = useState<string[]>([]);
  const [problem, setProblem] = useState<string>();
  useEffect(() => {
    if (!preset.data) return;
    setArgs(preset.data);
    setPicked(initialPicks(preset.data));
  }, [preset.data]);
  const run = useMutation({
    mutationFn: (body: RunArgs) => productTasksApi.run(body),
    onSuccess: (started) => {
      onClose();
      navigate(
        `${productPaths.task(project, started.pipeline_name || workflow.name, started.task_id)}?status=running`,
      );
    },
  });

  const setBranch = (target: string, repoIndex: number, branch: string) =>
    setArgs(
      (current) =>
        current && {
          ...current,
          targets: current.targets.map((candidate) =>
            targetKey(candidate) !== target
              ? candidate
              : {
                  ...candidate,
                  build: {
                    ...candidate.build,
                    repos: candidate.build.repos.map((repo, at) =>
                      at === repoIndex ? { ...repo, branch } : repo,
                    ),
                  },
                },
          ),
        },
    );

  const submit = () => {
    const base =
      args ??
      ({
        product_tmpl_name: project,
        workflow_name: workflow.name,
        targets: [],
        tests: [],
      } as unknown as RunArgs);
    const body = runBody(
      { ...base, product_tmpl_name: base.product_tmpl_name || project },
      picked,
      env,
      skippedDeploys,
    );
    const found = runProblem(body, workflow.build_stage.enabled);
    setProblem(issueText(found));
    if (!found) run.mutate(body);
  };

  return (
    <Modal
      open={open}
      title={t('productWorkflow.run.title', { name: workflow.name })}
      okText={t('productWorkflow.run.start')}
      cancelText={t('productWorkflow.cancel')}
      onOk={submit}
      onCancel={onClose}
      okButtonProps={{ loading: run.isPending, ...{ 'data-testid': 'pwf-run-submit' } }}
      destroyOnHidden
      width={720}
    >
      <Form layout="vertical" component="div">
        <Form.Item label={t('productWorkflow.base.env')}>
          <Select
            data-testid="pwf-run-env"
            value={env || undefined}
            loading={envs.isPending}
            placeholder={t('productWorkflow.base.envPlaceholder')}
            options={(envs.data ?? []).map((item) => ({ value: item.name, label: item.name }))}
            onChange={(value: string) => setEnv(value)}
          />
        </Form.Item>
        {env !== '' && preset.isPending && <Spin data-testid="pwf-run-loading" />}
        {args && workflow.build_stage.enabled && (
          <Form.Item label={t('productWorkflow.run.targets')}>
            <Flex vertical gap={8} data-testid="pwf-run-targets">
              {args.targets.map((target) => {
                const key = targetKey(target);
                const on = picked.includes(key);
                return (
                  <Flex key={key} vertical gap={4}>
                    <Checkbox
                      data-testid={`pwf-run-target-${target.name}`}
                      disabled={!target.has_build}
                      checked={on}
                      onChange={(event) =>
                        setPicked((current) =>
                          event.target.checked ? [...current, key] : current.filter((item) => item !== key),
                        )
                      }
                    >
                      {target.name}
                      <Typography.Text type="secondary"> ({target.service_name})</Typography.Text>
                    </Checkbox>
                    {on &&
                      target.deploy.map((deploy) => {
                        const deployId = deployKey(target, deploy);
                        return (
                          <Checkbox
                            key={deployId}
                            style={{ paddingLeft: 24 }}
                            data-testid={`pwf-run-deploy-${target.name}`}
                            checked={!skippedDeploys.includes(deployId)}
                            onChange={(event) =>
                              setSkippedDeploys((current) =>
                                event.target.checked
                                  ? current.filter((item) => item !== deployId)
                                  : [...current, deployId],
                              )
                            }
                          >
                            {t('productWorkflow.run.deploy', { env: deploy.env, type: deploy.type })}
                          </Checkbox>
                        );
                      })}
                    {on &&
                      (target.build?.repos ?? []).map((repo, index) => (
                        <Flex
                          key={`${repo.repo_owner}/${repo.repo_name}`}
                          gap={8}
                          align="center"
                          style={{ paddingLeft: 24 }}
                        >
                          <Typography.Text>
                            {repo.repo_owner}/{repo.repo_name}
                          </Typography.Text>
                          <Input
                            style={{ width: 240 }}
                            data-testid={`pwf-run-branch-${target.name}-${index}`}
                            placeholder={t('productWorkflow.run.branch')}
                            value={repo.branch}
                            onChange={(event) => setBranch(key, index, event.target.value)}
                          />
                        </Flex>
                      ))}
                  </Flex>
                );
              })}
            </Flex>
          </Form.Item>
        )}
        {problem && <Alert type="error" showIcon data-testid="pwf-run-problem" title={problem} />}
      </Form>
    </Modal>
  );
}
