import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Form, type FormRule, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../i18n/translateMessage';
import { RepoRowFields } from './RepoRowFields';
import { emptyRepoRow, firstRepoProblem, type RepoRow, repoRowProblems } from './repoRow';
import { usePickerCodehosts } from './useRepoOptions';

export interface RepoSelectProps {
  value?: RepoRow[];
  onChange?: (rows: RepoRow[]) => void;
  testId?: string;
  /** the branch is typed, not picked: a pattern (a trigger's regular expression) */
  typedBranch?: boolean;
}

/**
 * The code-repository picker of builds, tests and scanners (spec §5 "Repo select"): rows of
 * host → owner → repository → branch. A row is added only once the previous one is complete.
 */
export function RepoSelect({
  value = [],
  onChange,
  testId = 'repo-select',
  typedBranch = false,
}: RepoSelectProps) {
  const { t } = useTranslation();
  const hosts = usePickerCodehosts();
  // the form item's status: after a failed submit every row shows what it misses
  const { status } = Form.Item.useStatus();
  const [showProblems, setShowProblems] = useState(false);
  const emit = (rows: RepoRow[]) => onChange?.(rows);

  const add = () => {
    const last = value.at(-1);
    if (last && Object.keys(repoRowProblems(last)).length > 0) {
      setShowProblems(true);
      return;
    }
    setShowProblems(false);
    emit([...value, emptyRepoRow()]);
  };

  if (hosts.isError)
    return (
      <Alert type="error" showIcon data-testid={`${testId}-failed`} title={t('repoSelect.loadFailed')} />
    );
  return (
    <Flex vertical gap={10} data-testid={testId}>
      {!hosts.isPending && hosts.data.length === 0 && (
        <Typography.Text type="secondary" data-testid={`${testId}-no-hosts`}>
          {t('repoSelect.noCodehosts')}
        </Typography.Text>
      )}
      {value.map((row, index) => (
        <RepoRowFields
          // rows have no identity of their own; their place is their key
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={index}
          testId={`${testId}-row-${index}`}
          row={row}
          hosts={hosts.data ?? []}
          showProblems={showProblems || status === 'error'}
          typedBranch={typedBranch}
          onChange={(changed) => emit(value.map((old, at) => (at === index ? changed : old)))}
          onRemove={() => emit(value.filter((_, at) => at !== index))}
        />
      ))}
      <Button
        icon={<PlusOutlined />}
        data-testid={`${testId}-add`}
        style={{ alignSelf: 'start' }}
        onClick={add}
      >
        {t('repoSelect.add')}
      </Button>
    </Flex>
  );
}

/** The form rule of a repository list: every row complete (the rows show which field misses what). */
export const repoListRule: FormRule = {
  validator: async (_rule, value: RepoRow[] | undefined) => {
    const problem = firstRepoProblem(value ?? []);
    if (problem) throw new Error(translateMessage(problem));
  },
};
