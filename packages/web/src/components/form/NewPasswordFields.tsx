import { passwordSchema } from '@slipway/contracts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { sameAsRule, zodRule } from './zodRule';

interface NewPasswordFieldsProps {
  /** Form field holding the new password; the confirmation is `confirm`. */
  name: string;
  label: string;
  passwordTestId: string;
  confirmTestId: string;
  autoFocus?: boolean;
}

/** A new password with its confirmation ('two passwords do not match'), as every password form asks. */
export function NewPasswordFields({
  name,
  label,
  passwordTestId,
  confirmTestId,
  autoFocus,
}: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name={name} label={label} required rules={[zodRule(passwordSchema)]}>
        <Input.Password data-testid={passwordTestId} autoComplete="new-password" autoFocus={autoFocus} />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t('auth.confirmPassword')}
        required
        dependencies={[name]}
        rules={[sameAsRule(name)]}
      >
        <Input.Password data-testid={confirmTestId} autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
