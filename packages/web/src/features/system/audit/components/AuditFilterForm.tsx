import { Button, Form, Input, InputNumber, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AuditFilters } from '../auditQuery';

interface AuditFilterFormProps {
  onSearch: (filters: AuditFilters) => void;
}

/** User, project, function (any part of it) and status; searching starts again at the first page. */
export function AuditFilterForm({ onSearch }: AuditFilterFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<AuditFilters>();
  return (
    <Form<AuditFilters> form={form} layout="inline" onFinish={onSearch} style={{ rowGap: 12 }}>
      <Form.Item name="username" label={t('audit.user')}>
        <Input data-testid="audit-filter-user" allowClear style={{ width: 140 }} />
      </Form.Item>
      <Form.Item name="projectName" label={t('audit.project')}>
        <Input data-testid="audit-filter-project" allowClear style={{ width: 140 }} />
      </Form.Item>
      <Form.Item name="function" label={t('audit.function')}>
        <Input data-testid="audit-filter-function" allowClear style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="status" label={t('audit.status')}>
        <InputNumber
          data-testid="audit-filter-status"
          min={100}
          max={599}
          precision={0}
          style={{ width: 90 }}
        />
      </Form.Item>
      <Space>
        <Button data-testid="audit-filter-submit" type="primary" htmlType="submit">
          {t('system.action.search')}
        </Button>
        <Button
          data-testid="audit-filter-reset"
          onClick={() => {
            form.resetFields();
            onSearch({});
          }}
        >
          {t('system.action.reset')}
        </Button>
      </Space>
    </Form>
  );
}
