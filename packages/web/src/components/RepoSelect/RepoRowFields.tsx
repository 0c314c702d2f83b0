import type { Codehost } from '@slipway/contracts';
import { Alert, Button, Flex, Input, Select, Switch, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../i18n/translateMessage';
import { emptyRepoRow, type RepoField, type RepoRow, repoRowProblems } from './repoRow';
import { SettledInput } from './SettledInput';
import { useRepoBranches, useRepoOwners, useRepoProjects } from './useRepoOptions';

export interface RepoRowFieldsProps {
  row: RepoRow;
  hosts: readonly Codehost[];
  /** show what is missing (after an attempt to add a row or to submit) */
  showProblems: boolean;
  testId: string;
  /** a text field for the branch even when the host lists branches (a trigger's pattern) */
  typedBranch?: boolean;
  onChange: (row: RepoRow) => void;
  onRemove: () => void;
}

const hostLabel = (host: Codehost) => `${host.type} ${host.address}${host.alias ? ` (${host.alias})` : ''}`;
const fieldWidth = { width: 200 };

/** A field with its missing-value text underneath. */
function Labelled({ problem, children }: { problem: string | undefined; children: ReactNode }) {
  return (
    <Flex vertical gap={2}>
      {children}
      {problem && (
        <Typography.Text type="danger" style={{ fontSize: 12 }}>
          {problem}
        </Typography.Text>
      )}
    </Flex>
  );
}

/** One row of the picker: host → owner → repository → branch, then the checkout's advanced options. */
export function RepoRowFields({
  row,
  hosts,
  showProblems,
  testId,
  typedBranch = false,
  onChange,
  onRemove,
}: RepoRowFieldsProps) {
  const { t } = useTranslation();
  const [ownerKey, setOwnerKey] = useState('');
  const [projectKey, setProjectKey] = useState('');
  const [advanced, setAdvanced] = useState(false);
  // 'other' hosts have no API to list owners and repositories: the user types them (as in the portal)
  const typedNames = hosts.find((host) => host.id === row.codehost_id)?.type === 'other';
  const owners = useRepoOwners(typedNames ? undefined : row.codehost_id, ownerKey);
  const owner = owners.data?.find((candidate) => candidate.path === row.repo_owner) ?? {
    name: row.repo_owner,
    path: row.repo_owner,
    kind: 'group',
  };
  const projects = useRepoProjects(
    typedNames ? undefined : row.codehost_id,
    row.repo_owner ? owner : undefined,
    projectKey,
  );
  const branches = useRepoBranches(row.codehost_id, row.repo_namespace || row.repo_owner, row.repo_name);
  const problems = showProblems ? repoRowProblems(row) : {};
  const problem = (field: RepoField) => {
    const key = problems[field];
    return key && translateMessage(key);
  };
  const status = (field: RepoField) => (problems[field] ? 'error' : undefined);
  const change = (patch: Partial<RepoRow>) => onChange({ ...row, ...patch });

  return (
    <Flex vertical gap={6} data-testid={testId}>
      <Flex gap={8} wrap align="start">
        <Labelled problem={problem('codehost_id')}>
          <Select
            data-testid={`${testId}-codehost`}
            style={fieldWidth}
            status={status('codehost_id')}
            placeholder={t('repoSelect.codehost')}
            value={row.codehost_id}
            options={hosts.map((host) => ({ value: host.id, label: hostLabel(host) }))}
            onChange={(id: number) => {
              const host = hosts.find((candidate) => candidate.id === id);
              const { remote_name, checkout_path, submodules } = row;
              onChange({
                ...emptyRepoRow(),
                codehost_id: id,
                source: host?.type ?? '',
                remote_name,
                checkout_path,
                submodules,
              });
            }}
          />
        </Labelled>
        <Labelled problem={problem('repo_owner')}>
          {typedNames ? (
            <SettledInput
              testId={`${testId}-owner`}
              status={status('repo_owner')}
              placeholder={t('repoSelect.owner')}
              value={row.repo_owner}
              onCommit={(owner) => {
                if (owner !== row.repo_owner)
                  change({ repo_owner: owner, repo_namespace: owner, branch: '' });
              }}
            />
          ) : (
            <Select
              data-testid={`${testId}-owner`}
              style={fieldWidth}
              status={status('repo_owner')}
              placeholder={t('repoSelect.owner')}
              loading={owners.isFetching}
              value={row.repo_owner || undefined}
              showSearch={{ filterOption: false, onSearch: setOwnerKey }}
              options={(owners.data ?? []).map((item) => ({ value: item.path, label: item.name }))}
              onChange={(path: string) =>
                change({ repo_owner: path.trim(), repo_namespace: path.trim(), repo_name: '', branch: '' })
              }
            />
          )}
        </Labelled>
        <Labelled problem={problem('repo_name')}>
          {typedNames ? (
            <SettledInput
              testId={`${testId}-repo`}
              status={status('repo_name')}
              placeholder={t('repoSelect.repo')}
              value={row.repo_name}
              onCommit={(name) => {
                if (name !== row.repo_name) change({ repo_name: name, branch: '' });
              }}
            />
          ) : (
            <Select
              data-testid={`${testId}-repo`}
              style={fieldWidth}
              status={status('repo_name')}
              placeholder={t('repoSelect.repo')}
              loading={projects.isFetching}
              value={row.repo_name || undefined}
              showSearch={{ filterOption: false, onSearch: setProjectKey }}
              options={(projects.data ?? []).map((item) => ({ value: item.name, label: item.name }))}
              onChange={(name: string) => {
                const project = projects.data?.find((item) => item.name === name);
                change({
                  repo_name: name.trim(),
                  repo_namespace: project?.namespace || row.repo_owner,
                  branch: '',
                });
              }}
            />
          )}
        </Labelled>
        <Labelled problem={problem('branch')}>
          {branches.isError || typedBranch ? (
            <Input
              data-testid={`${testId}-branch-input`}
              style={fieldWidth}
              status={status('branch')}
              placeholder={t('repoSelect.branch')}
              value={row.branch}
              onChange={(event) => change({ branch: event.target.value })}
              onBlur={() => change({ branch: row.branch.trim() })}
            />
          ) : (
            <Select
              data-testid={`${testId}-branch`}
              style={fieldWidth}
              status={status('branch')}
              placeholder={t('repoSelect.branch')}
              loading={branches.isFetching}
              value={row.branch || undefined}
              showSearch
              options={(branches.data ?? []).map((item) => ({ value: item.name, label: item.name }))}
              onChange={(branch: string) => change({ branch: branch.trim() })}
            />
          )}
        </Labelled>
        <Button type="link" data-testid={`${testId}-advanced`} onClick={() => setAdvanced(!advanced)}>
          {t('repoSelect.advanced')}
        </Button>
        <Button type="text" danger data-testid={`${testId}-remove`} onClick={onRemove}>
          {t('repoSelect.remove')}
        </Button>
      </Flex>
      {branches.isError && (
        <Alert
          type="warning"
          showIcon
          data-testid={`${testId}-branch-failed`}
          title={t('repoSelect.branchUnavailable')}
        />
      )}
      {advanced && (
        <Flex gap={8} wrap align="center" data-testid={`${testId}-advanced-fields`}>
          <Input
            data-testid={`${testId}-remote`}
            style={fieldWidth}
            addonBefore={t('repoSelect.remoteName')}
            value={row.remote_name}
            onChange={(event) => change({ remote_name: event.target.value })}
            onBlur={() => change({ remote_name: row.remote_name.trim() || 'origin' })}
          />
          <Input
            data-testid={`${testId}-checkout-path`}
            style={{ width: 280 }}
            addonBefore={t('repoSelect.checkoutPath')}
            value={row.checkout_path}
            onChange={(event) => change({ checkout_path: event.target.value })}
            onBlur={() => change({ checkout_path: row.checkout_path.trim() })}
          />
          <Flex gap={6} align="center">
            <Switch
              size="small"
              data-testid={`${testId}-submodules`}
              checked={row.submodules}
              onChange={(submodules) => change({ submodules })}
            />
            <Typography.Text>{t('repoSelect.submodules')}</Typography.Text>
          </Flex>
        </Flex>
      )}
    </Flex>
  );
}
