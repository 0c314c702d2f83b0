import type { UserGroup } from '@slipway/contracts';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../projects/components/FormDialog';
import { useSaveGroup } from '../hooks/useSaveGroup';
import { GroupFields, type GroupValues } from './GroupFields';

/** Edits a user group in place, from the list. */
export function GroupDialog({
  projectName,
  group,
  onClose,
}: {
  projectName: string;
  group: UserGroup;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveGroup(projectName, group.id);
  return (
    <FormDialog<GroupValues>
      title={t('rbac.groups.edit')}
      submitTestId="group-submit"
      initialValues={{ name: group.name, desc: group.desc, uids: group.uids }}
      onSubmit={save.mutateAsync}
      saving={save.isPending}
      onClose={onClose}
    >
      <GroupFields />
    </FormDialog>
  );
}
