import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { KeyValue } from '../productWorkflow.types';

/** Rows of key and value with add and remove. */
export function KeyValueRows({
  rows,
  onChange,
  testIdPrefix,
  disabled,
}: {
  rows: KeyValue[];
  onChange: (rows: KeyValue[]) => void;
  testIdPrefix: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const change = (index: number, part: Partial<KeyValue>) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, ...part } : row)));
  return (
    <Flex vertical gap={8}>
      {rows.map((row, index) => (
        // rows have no identity of their own; their place is what the user edits
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Flex key={index} gap={8}>
          <Input
            data-testid={`${testIdPrefix}-key-${index}`}
            placeholder={t('productWorkflow.keyValue.key')}
            value={row.key}
            disabled={disabled}
            onChange={(event) => change(index, { key: event.target.value })}
          />
          <Input
            data-testid={`${testIdPrefix}-value-${index}`}
            placeholder={t('productWorkflow.keyValue.value')}
            value={row.value}
            disabled={disabled}
            onChange={(event) => change(index, { value: event.target.value })}
          />
          <Button
            icon={<DeleteOutlined />}
            aria-label={t('productWorkflow.remove')}
            disabled={disabled}
            onClick={() => onChange(rows.filter((_, at) => at !== index))}
          />
        </Flex>
      ))}
      <Button
        icon={<PlusOutlined />}
        data-testid={`${testIdPrefix}-add`}
        disabled={disabled}
        onClick={() => onChange([...rows, { key: '', value: '' }])}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('productWorkflow.add')}
      </Button>
    </Flex>
  );
}
