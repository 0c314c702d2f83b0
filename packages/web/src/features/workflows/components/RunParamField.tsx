import type { WorkflowParam } from '@slipway/contracts';
import { Input, Select } from 'antd';
import { CredentialInput } from './CredentialInput';

/** The input of one param: a password box for credentials, a list for choices, a text area for text. */
export function RunParamField({
  param,
  value,
  onChange,
}: {
  param: WorkflowParam;
  value?: string;
  onChange?: (value: string) => void;
}) {
  const testId = `run-param-${param.name}`;
  if (param.is_credential) {
    return <CredentialInput testId={testId} value={value} onChange={onChange} />;
  }
  if (param.type === 'choice') {
    return (
      <Select
        data-testid={testId}
        value={value}
        onChange={onChange}
        options={param.choice_option.map((option) => ({ value: option, label: option }))}
      />
    );
  }
  if (param.type === 'text') {
    return (
      <Input.TextArea
        data-testid={testId}
        autoSize={{ minRows: 3, maxRows: 12 }}
        value={value}
        onChange={(event) => onChange?.(event.target.value)}
      />
    );
  }
  return <Input data-testid={testId} value={value} onChange={(event) => onChange?.(event.target.value)} />;
}
