import { Button, Flex, Form, Modal } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface FormModalProps<T> {
  title: string;
  submitTestId: string;
  pending: boolean;
  initialValues?: Partial<T>;
  onSubmit: (values: T) => void;
  onClose: () => void;
  width?: number;
  children: ReactNode;
}

/**
 * A dialog holding one form; it is mounted only while open, so every opening starts clean.
 * The buttons sit inside the form, so Enter submits too.
 */
export function FormModal<T extends object>({
  title,
  submitTestId,
  pending,
  initialValues,
  onSubmit,
  onClose,
  width,
  children,
}: FormModalProps<T>) {
  const { t } = useTranslation();
  return (
    <Modal open title={title} footer={null} onCancel={onClose} width={width} mask={{ closable: false }}>
      <Form<T> layout="vertical" initialValues={initialValues} onFinish={onSubmit}>
        {children}
        <Flex justify="end" gap={8}>
          <Button onClick={onClose}>{t('system.action.cancel')}</Button>
          <Button data-testid={submitTestId} type="primary" htmlType="submit" loading={pending}>
            {t('common.save')}
          </Button>
        </Flex>
      </Form>
    </Modal>
  );
}
