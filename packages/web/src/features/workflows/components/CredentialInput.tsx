import { CREDENTIAL_MASK } from '@slipway/contracts';
import { Button, Flex, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface CredentialInputProps {
  value?: string | undefined;
  onChange?: ((value: string) => void) | undefined;
  testId: string;
  placeholder?: string | undefined;
}

/**
 * A credential's value. One that is set arrives as the mask: the box stays empty and says so, and
 * the mask goes back unchanged (the server keeps the value) until something is typed; emptying
 * the box keeps it again, and only Clear sends the empty value that removes it.
 */
export function CredentialInput({ value = '', onChange, testId, placeholder }: CredentialInputProps) {
  const { t } = useTranslation();
  const [keepable, setKeepable] = useState(value === CREDENTIAL_MASK);
  // a mask set from outside (a reset, the YAML view) is kept the same way
  if (value === CREDENTIAL_MASK && !keepable) setKeepable(true);
  const isKept = value === CREDENTIAL_MASK;
  return (
    <Flex gap={4} align="center">
      <Input.Password
        data-testid={testId}
        autoComplete="new-password"
        value={isKept ? '' : value}
        placeholder={isKept ? t('workflow.credentialSet') : placeholder}
        onChange={(event) => {
          const typed = event.target.value;
          onChange?.(typed === '' && keepable ? CREDENTIAL_MASK : typed);
        }}
      />
      {isKept && (
        <Button
          type="link"
          size="small"
          data-testid={`${testId}-clear`}
          onClick={() => {
            setKeepable(false);
            onChange?.('');
          }}
        >
          {t('workflow.credentialClear')}
        </Button>
      )}
    </Flex>
  );
}
