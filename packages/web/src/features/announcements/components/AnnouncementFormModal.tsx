import { type Announcement, announcementContentSchema, announcementPriorities } from '@slipway/contracts';
import { DatePicker, Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../components/form/zodRule';
import { FormModal } from '../../system/components/FormModal';
import {
  type AnnouncementFormValues,
  timeWindowRule,
  toAnnouncementContent,
  toFormValues,
} from '../announcementForm';
import { useSaveAnnouncement } from '../hooks/useAnnouncements';
import { priorityStyles } from '../priority';

const fields = announcementContentSchema.shape;

/** Creates an announcement, or edits `announcement`; every field is required (spec §5). */
export function AnnouncementFormModal({
  announcement,
  onClose,
}: {
  announcement?: Announcement;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveAnnouncement(announcement, onClose);
  const priorities = announcementPriorities.map((priority) => ({
    value: priority,
    label: t(priorityStyles[priority].label),
  }));
  return (
    <FormModal<AnnouncementFormValues>
      title={announcement ? t('announcement.edit') : t('announcement.create')}
      submitTestId="announcement-submit"
      pending={save.isPending}
      initialValues={announcement ? toFormValues(announcement) : undefined}
      onClose={onClose}
      onSubmit={(values) => save.mutate(announcementContentSchema.parse(toAnnouncementContent(values)))}
      width={640}
    >
      <Form.Item name="title" label={t('announcement.title')} required rules={[zodRule(fields.title)]}>
        <Input data-testid="announcement-title" autoComplete="off" autoFocus />
      </Form.Item>
      <Form.Item
        name="priority"
        label={t('announcement.priority')}
        required
        rules={[zodRule(fields.priority)]}
      >
        <Radio.Group data-testid="announcement-priority" optionType="button" options={priorities} />
      </Form.Item>
      <Form.Item name="time" label={t('announcement.time')} required rules={[timeWindowRule]}>
        <DatePicker.RangePicker
          data-testid="announcement-time"
          showTime={{ format: 'HH:mm' }}
          format="YYYY-MM-DD HH:mm"
        />
      </Form.Item>
      <Form.Item name="content" label={t('announcement.content')} required rules={[zodRule(fields.content)]}>
        <Input.TextArea data-testid="announcement-content" autoSize={{ minRows: 4, maxRows: 12 }} />
      </Form.Item>
    </FormModal>
  );
}
