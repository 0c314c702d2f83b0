import { Card, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { HookItemsField } from '../../product-workflows/sections/HookItemsField';
import { ScheduleItemsField } from '../../product-workflows/sections/ScheduleItemsField';

/**
 * The test's timers and Git triggers (`schedules`, `hook_ctl`), saved with the test; each item is
 * told which test it runs when the test is saved.
 */
export function TestTriggerFields() {
  const { t } = useTranslation();
  return (
    <Card
      size="small"
      title={t('tests.form.trigger')}
      style={{ marginBottom: 16 }}
      data-testid="test-trigger"
    >
      <Form.Item name="schedules">
        <ScheduleItemsField />
      </Form.Item>
      <Form.Item name="hook_ctl" style={{ marginBottom: 0 }}>
        <HookItemsField />
      </Form.Item>
    </Card>
  );
}
