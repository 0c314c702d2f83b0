import { Button, type ButtonProps, Popconfirm } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { testIdProps } from '../testId';

interface ConfirmButtonProps {
  /** marks it for Permit, which disables buttons instead of removing them */
  kind?: 'button';
  disabled?: boolean;
  testId: string;
  /** the question asked before acting */
  question: ReactNode;
  onConfirm: () => Promise<unknown>;
  children: ReactNode;
  type?: ButtonProps['type'];
}

/** A (danger) button that asks first (delete, remove); it stays busy until `onConfirm` settles. */
export function ConfirmButton({
  disabled,
  testId,
  question,
  onConfirm,
  children,
  type = 'link',
}: ConfirmButtonProps) {
  const { t } = useTranslation();
  return (
    <Popconfirm
      title={question}
      okText={t('projects.confirm')}
      cancelText={t('projects.cancel')}
      okButtonProps={{ danger: true, ...testIdProps(`${testId}-ok`) }}
      onConfirm={() => onConfirm().catch(() => undefined)}
      disabled={disabled}
    >
      <Button data-testid={testId} type={type} danger disabled={disabled}>
        {children}
      </Button>
    </Popconfirm>
  );
}
