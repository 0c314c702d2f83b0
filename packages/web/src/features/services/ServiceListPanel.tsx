import { Card, Empty, Flex, Input, List, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteButton } from '../system/components/ConfirmDeleteButton';

interface ServiceListPanelProps {
  names: string[];
  loading: boolean;
  selected: string | undefined;
  onSelect: (name: string) => void;
  /** the create button or menu of the project's kind */
  actions: ReactNode;
  onDelete?: (name: string) => Promise<unknown>;
  /** settings of the row's service shown under its name */
  rowExtra?: (name: string) => ReactNode;
}

const PAGE_SIZE = 20;

/** The left-hand list of a project's services: search, pages of 20, select, delete after asking. */
export function ServiceListPanel({
  names,
  loading,
  selected,
  onSelect,
  actions,
  onDelete,
  rowExtra,
}: ServiceListPanelProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const shown = names.filter((name) => name.includes(search.trim()));
  return (
    <Card title={t('services.list')} extra={actions} size="small" style={{ width: 300, flexShrink: 0 }}>
      <Input.Search
        data-testid="service-search"
        placeholder={t('services.search')}
        allowClear
        onChange={(event) => setSearch(event.target.value)}
        style={{ marginBottom: 8 }}
      />
      <List
        loading={loading}
        dataSource={shown}
        locale={{ emptyText: <Empty description={t('services.empty')} /> }}
        pagination={shown.length > PAGE_SIZE ? { pageSize: PAGE_SIZE, size: 'small' } : false}
        renderItem={(name) => (
          <List.Item
            data-testid={`service-row-${name}`}
            style={{
              cursor: 'pointer',
              background: name === selected ? '#e6f4ff' : undefined,
              paddingInline: 8,
            }}
            onClick={() => onSelect(name)}
            actions={
              onDelete && [
                <span key="delete" onClick={(event) => event.stopPropagation()}>
                  <ConfirmDeleteButton
                    testId={`service-delete-${name}`}
                    question={t('services.deleteConfirm', { name })}
                    onConfirm={() => onDelete(name)}
                  />
                </span>,
              ]
            }
          >
            <Flex vertical gap={4} style={{ minWidth: 0 }}>
              <Typography.Text strong={name === selected}>{name}</Typography.Text>
              {rowExtra?.(name)}
            </Flex>
          </List.Item>
        )}
      />
    </Card>
  );
}
