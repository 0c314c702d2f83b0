import { Form, type FormInstance, Modal } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { testIdProps } from '../testId';

interface FormDialogProps<Values> {
  title: ReactNode;
  /** test id of the OK button */
  submitTestId: string;
  initialValues: Values;
  /** saves the validated values; the dialog closes once that succeeds (the client reports failures) */
  onSubmit: (values: Values) => Promise<unknown>;
  saving: boolean;
  onClose: () => void;
  /** pass one to watch fields from outside */
  form?: FormInstance<Values>;
  width?: number;
  /** the form's fields */
  children: ReactNode;
}

/** A dialog holding a vertical form: OK validates and saves, Cancel closes. */
export function FormDialog<Values>({
  title,
  submitTestId,
  initialValues,
  onSubmit,
  saving,
  onClose,
  form: given,
  width,
  children,
}: FormDialogProps<Values>) {
  const { t } = useTranslation();
  const [own] = Form.useForm<Values>();
  const form = given ?? own;
  return (
    <Modal
      open
      width={width}
      title={title}
      okText={t('projects.save')}
      cancelText={t('projects.cancel')}
      okButtonProps={{ loading: saving, ...testIdProps(submitTestId) }}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={initialValues as object}
        onFinish={(values) => onSubmit(values).then(onClose, () => undefined)}
      >
        {children}
      </Form>
    </Modal>
  );
}
