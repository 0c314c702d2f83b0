import type { ServiceModuleBuilds } from '@slipway/contracts';
import { Card, Flex, Input, Select, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBuild } from '../../../builds/useBuilds';
import { RunParamField } from '../../components/RunParamField';
import { defaultRepos, keyValsOf, type ServiceAndBuildDraft } from './buildJobSpec';

export interface ServiceBuildCardProps {
  testId: string;
  project: string;
  entry: ServiceAndBuildDraft;
  module: ServiceModuleBuilds | undefined;
  onChange: (entry: ServiceAndBuildDraft) => void;
}

/** One service module of a build job: its build, image name, default branches and variable values. */
export function ServiceBuildCard({ testId, project, entry, module, onChange }: ServiceBuildCardProps) {
  const { t } = useTranslation();
  const build = useBuild(project, entry.build_name || undefined);
  // a fresh entry starts from its build's repositories and branches
  useEffect(() => {
    if (build.data && entry.repos.length === 0 && build.data.repos.length > 0)
      onChange({ ...entry, repos: defaultRepos(build.data.repos) });
  }, [build.data, entry, onChange]);

  return (
    <Card
      size="small"
      type="inner"
      data-testid={testId}
      title={`${entry.service_module}(${entry.service_name})`}
    >
      <Flex vertical gap={8}>
        <Flex gap={16} wrap>
          <Flex vertical gap={2}>
            <Typography.Text type="secondary">{t('buildJob.build')}</Typography.Text>
            <Select
              data-testid={`${testId}-build`}
              style={{ width: 240 }}
              value={entry.build_name || undefined}
              options={(module?.module_builds ?? []).map((candidate) => ({
                value: candidate.name,
                label: candidate.name,
              }))}
              onChange={(name: string) =>
                onChange({ ...entry, build_name: name, key_vals: keyValsOf(module, name), repos: [] })
              }
            />
          </Flex>
          <Flex vertical gap={2}>
            <Typography.Text type="secondary">{t('buildJob.imageName')}</Typography.Text>
            <Input
              data-testid={`${testId}-image`}
              style={{ width: 240 }}
              value={entry.image_name}
              onChange={(event) => onChange({ ...entry, image_name: event.target.value })}
            />
          </Flex>
        </Flex>
        {entry.repos.length > 0 && <Typography.Text strong>{t('buildJob.repos')}</Typography.Text>}
        {entry.repos.map((repo, index) => (
          <Flex key={`${repo.codehost_id}-${repo.repo_owner}-${repo.repo_name}`} gap={8} align="center">
            <Typography.Text style={{ width: 240 }}>{`${repo.repo_owner}/${repo.repo_name}`}</Typography.Text>
            <Input
              data-testid={`${testId}-branch-${index}`}
              style={{ width: 240 }}
              addonBefore={t('repoSelect.branch')}
              value={repo.branch}
              onChange={(event) =>
                onChange({
                  ...entry,
                  repos: entry.repos.map((old, at) =>
                    at === index ? { ...old, branch: event.target.value.trim() } : old,
                  ),
                })
              }
            />
          </Flex>
        ))}
        {entry.key_vals.length > 0 && <Typography.Text strong>{t('buildJob.variables')}</Typography.Text>}
        {entry.key_vals.map((keyVal, index) => (
          <Flex key={keyVal.key} gap={8} align="center">
            <Typography.Text code style={{ width: 240 }}>
              {keyVal.key}
            </Typography.Text>
            <div style={{ width: 240 }}>
              <RunParamField
                variable={keyVal}
                testId={`${testId}-var-${index}`}
                value={keyVal.value}
                onChange={(value) => onChange(withValue(entry, index, value))}
              />
            </div>
          </Flex>
        ))}
      </Flex>
    </Card>
  );
}

const withValue = (entry: ServiceAndBuildDraft, index: number, value: string): ServiceAndBuildDraft => ({
  ...entry,
  key_vals: entry.key_vals.map((keyVal, at) => (at === index ? { ...keyVal, value } : keyVal)),
});
