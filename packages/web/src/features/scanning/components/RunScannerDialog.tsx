import { Alert, Flex, Input, Modal, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type RepoRow, toRepoRow } from '../../../components/RepoSelect';
import type { ScanRunRepoInput } from '../scanning.api';
import { useRunScanner, useScanner } from '../useScanning';

/** The repositories of a run, each at its configured branch unless the user types another. */
export function runRepos(repos: readonly RepoRow[], branches: Record<number, string>): ScanRunRepoInput[] {
  return repos.map((repo, index) => ({
    codehost_id: repo.codehost_id ?? 0,
    source: repo.source as ScanRunRepoInput['source'],
    repo_owner: repo.repo_owner,
    repo_name: repo.repo_name,
    repo_namespace: repo.repo_namespace || repo.repo_owner,
    branch: (branches[index] ?? repo.branch).trim(),
    pr: null,
  }));
}

/** Starts a scan: the branch of each repository, then off to the run's page. */
export function RunScannerDialog({
  project,
  scannerId,
  onStarted,
  onClose,
}: {
  project: string;
  scannerId: string;
  onStarted: (taskId: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const scanner = useScanner(project, scannerId);
  const run = useRunScanner(project, onStarted);
  const [branches, setBranches] = useState<Record<number, string>>({});
  // the detail's repositories are the repo objects the form saved
  const repos = (scanner.data?.repos ?? []).map((repo) => toRepoRow(repo as Partial<RepoRow>));
  return (
    <Modal
      open
      title={t('scanning.run.title', { name: scanner.data?.name ?? '' })}
      okText={t('scanning.run.start')}
      okButtonProps={{ disabled: !scanner.data, ...({ 'data-testid': 'scan-run-start' } as object) }}
      confirmLoading={run.isPending}
      onOk={() => run.mutate({ id: scannerId, repos: runRepos(repos, branches) })}
      onCancel={onClose}
    >
      {scanner.isPending && <Spin />}
      {scanner.isError && <Alert type="error" showIcon title={t('scanning.loadFailed')} />}
      {scanner.data && repos.length === 0 && (
        <Typography.Text type="secondary">{t('scanning.run.noRepos')}</Typography.Text>
      )}
      <Flex vertical gap={8}>
        {repos.map((repo, index) => (
          <Flex key={`${repo.repo_owner}/${repo.repo_name}`} gap={8} align="center">
            <Typography.Text style={{ minWidth: 200 }}>
              {repo.repo_owner}/{repo.repo_name}
            </Typography.Text>
            <Input
              data-testid={`scan-run-branch-${index}`}
              addonBefore={t('scanning.run.branch')}
              value={branches[index] ?? repo.branch ?? ''}
              onChange={(event) => setBranches({ ...branches, [index]: event.target.value })}
            />
          </Flex>
        ))}
      </Flex>
    </Modal>
  );
}
