import { Select } from 'antd';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { userLabel, useUserSearch } from '../../rbac/hooks/useUsers';
import type { Reviewer } from './draft';

/** Picks the reviewers of a stage by searching accounts (POST /api/v1/users/search). */
export function ReviewerPicker({
  value,
  onChange,
  testId,
}: {
  value: Reviewer[];
  onChange: (reviewers: Reviewer[]) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const search = useUserSearch(useDeferredValue(text));
  const known = new Map<string, { label: string; reviewer: Reviewer }>();
  for (const reviewer of value) {
    known.set(reviewer.user_id, { label: reviewer.user_name || reviewer.user_id, reviewer });
  }
  for (const user of search.data ?? []) {
    known.set(user.uid, {
      label: userLabel(user),
      reviewer: { user_id: user.uid, user_name: user.name || user.account },
    });
  }
  return (
    <Select
      data-testid={testId}
      mode="multiple"
      style={{ minWidth: 260 }}
      showSearch={{ filterOption: false, onSearch: setText }}
      value={value.map((reviewer) => reviewer.user_id)}
      onChange={(ids: string[]) =>
        onChange(ids.map((id) => known.get(id)?.reviewer ?? { user_id: id, user_name: id }))
      }
      loading={search.isFetching}
      placeholder={t('workflow.stage.approvers.placeholder')}
      options={[...known].map(([id, { label }]) => ({ value: id, label }))}
    />
  );
}
