import { Select } from 'antd';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { userLabel, useUserSearch, useUsersByIds } from '../hooks/useUsers';

interface UserPickerProps {
  value?: string[];
  onChange?: (uids: string[]) => void;
  testId: string;
}

/** Picks several accounts by searching account or name; the value is their uids. */
export function UserPicker({ value = [], onChange, testId }: UserPickerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const search = useUserSearch(useDeferredValue(text));
  const chosen = useUsersByIds(value);
  const labels = new Map<string, string>(value.map((uid) => [uid, uid]));
  for (const user of chosen.data?.values() ?? []) labels.set(user.uid, userLabel(user));
  for (const user of search.data ?? []) labels.set(user.uid, userLabel(user));
  return (
    <Select
      data-testid={testId}
      mode="multiple"
      showSearch={{ filterOption: false, onSearch: setText }}
      value={value}
      onChange={onChange}
      loading={search.isFetching}
      placeholder={t('rbac.users.placeholder')}
      notFoundContent={t('rbac.users.none')}
      options={[...labels].map(([uid, label]) => ({ value: uid, label }))}
    />
  );
}
