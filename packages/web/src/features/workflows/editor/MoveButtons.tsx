import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button, Flex, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { tKey } from '../../../i18n/tKey';

const moves = [
  { delta: -1, suffix: 'up', label: tKey('workflow.moveUp'), icon: <ArrowUpOutlined /> },
  { delta: 1, suffix: 'down', label: tKey('workflow.moveDown'), icon: <ArrowDownOutlined /> },
] as const;

/** Move up, move down and remove of one item of an ordered list; `testId` prefixes -up, -down, -remove. */
export function MoveButtons({
  testId,
  index,
  count,
  onMove,
  onRemove,
}: {
  testId: string;
  index: number;
  count: number;
  onMove: (delta: number) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Flex gap={2}>
      {moves.map((move) => (
        <Tooltip key={move.suffix} title={t(move.label)}>
          <Button
            size="small"
            type="text"
            icon={move.icon}
            aria-label={t(move.label)}
            data-testid={`${testId}-${move.suffix}`}
            disabled={index + move.delta < 0 || index + move.delta >= count}
            onClick={() => onMove(move.delta)}
          />
        </Tooltip>
      ))}
      <Tooltip title={t('workflow.remove')}>
        <Button
          size="small"
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={t('workflow.remove')}
          data-testid={`${testId}-remove`}
          onClick={onRemove}
        />
      </Tooltip>
    </Flex>
  );
}
