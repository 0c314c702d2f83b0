import { Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ServiceVariableRow, VariableState } from '../services.api';
import { useServiceOptions } from '../useServices';

const stateColors: Record<VariableState, string> = { new: 'blue', present: 'green', unused: 'default' };

/** The service's variables and whether the YAML uses them: new, present, or no longer used. */
export function ServiceVariables({ name }: { name: string }) {
  const { t } = useTranslation();
  const options = useServiceOptions(name);
  const rows = options.data?.custom_variable ?? [];
  return (
    <div style={{ marginTop: 16 }}>
      <Typography.Title level={5}>{t('services.variables')}</Typography.Title>
      <Table<ServiceVariableRow>
        data-testid="service-variables"
        size="small"
        rowKey="key"
        loading={options.isFetching}
        dataSource={rows}
        pagination={rows.length > 10 ? { pageSize: 10 } : false}
        locale={{ emptyText: t('services.variablesEmpty') }}
        columns={[
          { key: 'key', title: t('services.variableKey'), dataIndex: 'key' },
          { key: 'value', title: t('services.variableValue'), dataIndex: 'value' },
          {
            key: 'state',
            title: t('services.variableState'),
            render: (_, row) =>
              row.state && (
                <Tag data-testid={`service-variable-state-${row.key}`} color={stateColors[row.state]}>
                  {t(`services.variableState.${row.state}`)}
                </Tag>
              ),
          },
        ]}
      />
    </div>
  );
}
