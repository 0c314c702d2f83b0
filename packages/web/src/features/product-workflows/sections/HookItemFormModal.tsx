import { productHookItemSchema } from '@slipway/contracts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../components/form/zodRule';
import { FormModal } from '../../system/components/FormModal';
import { HookRepoFields } from '../../workflows/triggers/HookRepoFields';
import type { HookItem } from '../productWorkflow.types';
import { type HookItemValues, hookItemOf, hookItemValuesOf, newHookItemValues } from './hookItemForm';

/** Adds or edits one Git trigger item kept inside a product workflow or a test. */
export function HookItemFormModal({
  item,
  onSave,
  onClose,
}: {
  item?: HookItem;
  onSave: (item: HookItem) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const initialValues = item ? hookItemValuesOf(item) : newHookItemValues();
  return (
    <FormModal<HookItemValues>
      title={item ? t('gitTrigger.editTitle') : t('gitTrigger.addTitle')}
      submitTestId="hook-item-submit"
      pending={false}
      width={760}
      initialValues={initialValues}
      onClose={onClose}
      onSubmit={(values) => {
        onSave(hookItemOf({ ...initialValues, ...values }, item));
        onClose();
      }}
    >
      <Form.Item
        name="name"
        label={t('gitTrigger.name')}
        required
        rules={[zodRule(productHookItemSchema.shape.main_repo.shape.name)]}
      >
        <Input data-testid="hook-item-name" autoComplete="off" />
      </Form.Item>
      <HookRepoFields testIdPrefix="hook-item" />
      <Form.Item
        name="match_folders"
        label={t('gitTrigger.matchFolders')}
        extra={t('gitTrigger.matchFoldersHint')}
      >
        <Input.TextArea data-testid="hook-item-folders" autoSize={{ minRows: 2, maxRows: 6 }} />
      </Form.Item>
    </FormModal>
  );
}
