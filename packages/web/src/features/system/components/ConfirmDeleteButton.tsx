import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';

interface ConfirmDeleteButtonProps {
  testId: string;
  /** The 'Are you sure…' question naming what goes away. */
  question: string;
  onConfirm: () => Promise<unknown>;
  disabled?: boolean;
}

/** A delete link that asks first; nothing is sent until the user confirms. */
export function ConfirmDeleteButton({ testId, question, onConfirm, disabled }: ConfirmDeleteButtonProps) {
  const { t } = useTranslation();
  return (
    <Popconfirm
      title={question}
      okText={t('system.action.delete')}
      cancelText={t('system.action.cancel')}
      okButtonProps={{ danger: true }}
      // The HTTP client has reported a failure already; the question closes either way.
      onConfirm={() => onConfirm().catch(() => undefined)}
      disabled={disabled}
    >
      <Button data-testid={testId} type="link" size="small" danger disabled={disabled}>
        {t('system.action.delete')}
      </Button>
    </Popconfirm>
  );
}
