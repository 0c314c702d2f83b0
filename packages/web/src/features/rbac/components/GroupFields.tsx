import { userGroupBodySchema } from '@slipway/contracts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../components/form/zodRule';
import { UserPicker } from './UserPicker';

const fields = userGroupBodySchema.shape;

export interface GroupValues {
  name: string;
  desc: string;
  uids: string[];
}

export const emptyGroup: GroupValues = { name: '', desc: '', uids: [] };

/** Name, description and members of a user group. */
export function GroupFields() {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="name" label={t('rbac.groups.name')} required rules={[zodRule(fields.name)]}>
        <Input data-testid="group-name" maxLength={64} />
      </Form.Item>
      <Form.Item name="desc" label={t('projects.description')} rules={[zodRule(fields.desc)]}>
        <Input data-testid="group-desc" maxLength={256} />
      </Form.Item>
      <Form.Item name="uids" label={t('rbac.groups.members')}>
        <UserPicker testId="group-members" />
      </Form.Item>
    </>
  );
}
