import {
  gapFrequencies,
  scheduleItemSchema,
  scheduleTypes,
  timingFrequencies,
  type WorkflowParam,
} from '@slipway/contracts';
import { Flex, Form, Input, InputNumber, Radio, Select, TimePicker, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../features/system/components/FormModal';
import { RunParamField } from '../../features/workflows/components/RunParamField';
import { zodFieldRule } from '../form/zodFieldRule';
import {
  newScheduleValues,
  type ScheduleArgs,
  type ScheduleDraft,
  type ScheduleEntry,
  type ScheduleFormValues,
  scheduleDraftOf,
  scheduleInputOf,
  scheduleValuesOf,
  TIME_FORMAT,
} from './scheduleForm';
import { cycleLabels, typeLabels, unitLabels } from './scheduleText';

/** Each field shows the contracts' message placed on it (spec §5 "Schedule form"). */
const rule = (field: string) =>
  zodFieldRule<ScheduleFormValues>(scheduleItemSchema, field, (values) => scheduleInputOf(values));

interface ScheduleFormModalProps {
  /** the item being edited; a new one otherwise */
  entry?: ScheduleEntry;
  /** run params of the target, with the values a run would start from */
  params: readonly WorkflowParam[];
  args: ScheduleArgs;
  pending: boolean;
  onSave: (draft: ScheduleDraft) => void;
  onClose: () => void;
}

/** The trigger way; another way starts its cycle or unit afresh. */
function TypeChoice() {
  const { t } = useTranslation();
  const form = Form.useFormInstance<ScheduleFormValues>();
  return (
    <Form.Item name="type" label={t('schedule.type')} required rules={[rule('type')]}>
      <Radio.Group
        data-testid="schedule-type"
        options={scheduleTypes.map((value) => ({ value, label: t(typeLabels[value]) }))}
        onChange={() => form.setFieldValue('frequency', undefined)}
      />
    </Form.Item>
  );
}

/** The type's own fields: cycle and time, interval and unit, or the cron text. */
function TypeFields() {
  const { t } = useTranslation();
  const type = Form.useWatch<ScheduleFormValues['type']>('type');
  if (type === 'timing')
    return (
      <Flex gap={16}>
        <Form.Item name="frequency" label={t('schedule.cycle')} required rules={[rule('frequency')]}>
          <Select
            data-testid="schedule-cycle"
            style={{ width: 160 }}
            options={timingFrequencies.map((value) => ({ value, label: t(cycleLabels[value]) }))}
          />
        </Form.Item>
        <Form.Item name="time" label={t('schedule.time')} required rules={[rule('time')]}>
          <TimePicker data-testid="schedule-time" format={TIME_FORMAT} needConfirm={false} />
        </Form.Item>
      </Flex>
    );
  if (type === 'gap')
    return (
      <Flex gap={16} wrap>
        <Form.Item name="number" label={t('schedule.number')} required rules={[rule('number')]}>
          <InputNumber data-testid="schedule-number" precision={0} />
        </Form.Item>
        <Form.Item name="frequency" label={t('schedule.unit')} required rules={[rule('frequency')]}>
          <Select
            data-testid="schedule-unit"
            style={{ width: 120 }}
            options={gapFrequencies.map((value) => ({ value, label: t(unitLabels[value]) }))}
          />
        </Form.Item>
        <Form.Item name="max_failures" label={t('schedule.maxFailures')} rules={[rule('max_failures')]}>
          <InputNumber data-testid="schedule-max-failures" precision={0} />
        </Form.Item>
      </Flex>
    );
  if (type === 'crontab')
    return (
      <Form.Item
        name="cron"
        label={t('schedule.cron')}
        required
        rules={[rule('cron')]}
        extra={t('schedule.cronHint')}
      >
        <Input data-testid="schedule-cron" autoComplete="off" placeholder="*/30 * * * *" />
      </Form.Item>
    );
  return null;
}

/** The run params, each with the value the scheduled run uses. */
function ArgFields({ params }: { params: readonly WorkflowParam[] }) {
  const { t } = useTranslation();
  return (
    <Form.Item label={t('schedule.args')}>
      {params.length === 0 ? (
        <Typography.Text type="secondary">{t('schedule.noArgs')}</Typography.Text>
      ) : (
        params.map((param) => (
          <Form.Item key={param.name} name={['args', param.name]} label={param.name}>
            <RunParamField variable={param} testId={`schedule-arg-${param.name}`} />
          </Form.Item>
        ))
      )}
    </Form.Item>
  );
}

/** Adds or edits one schedule item: trigger way, its fields, an optional name and the run params. */
export function ScheduleFormModal({ entry, params, args, pending, onSave, onClose }: ScheduleFormModalProps) {
  const { t } = useTranslation();
  return (
    <FormModal<ScheduleFormValues>
      title={entry ? t('schedule.editTitle') : t('schedule.addTitle')}
      submitTestId="schedule-submit"
      pending={pending}
      width={640}
      initialValues={entry ? scheduleValuesOf(entry, args) : newScheduleValues(args)}
      onClose={onClose}
      onSubmit={(values) => {
        // a trigger way chosen just before the click may not have its fields checked yet
        const draft = scheduleDraftOf(values, entry?.enabled ?? true);
        if (draft) onSave(draft);
      }}
    >
      <TypeChoice />
      <TypeFields />
      <Form.Item name="name" label={t('schedule.name')}>
        <Input data-testid="schedule-name" autoComplete="off" placeholder={t('schedule.namePlaceholder')} />
      </Form.Item>
      <ArgFields params={params} />
    </FormModal>
  );
}
