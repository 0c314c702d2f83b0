import type { WorkflowParam } from '@slipway/contracts';
import { Input, Select } from 'antd';
import { CredentialInput } from './CredentialInput';

/** What decides the input of a run value: a param, or a job's env variable. */
export type RunVariable = Pick<WorkflowParam, 'choice_option' | 'is_credential'> & {
  type: WorkflowParam['type'] | 'choice' | 'string';
};

/** The input of one run value: a password box for credentials, a list for choices, a text area for text. */
export function RunParamField({
  variable,
  testId,
  value,
  onChange,
}: {
  variable: RunVariable;
  testId: string;
  value?: string;
  onChange?: (value: string) => void;
}) {
  if (variable.is_credential) {
    return <CredentialInput testId={testId} value={value} onChange={onChange} />;
  }
  if (variable.type === 'choice') {
    return (
      <Select
        data-testid={testId}
        value={value}
        onChange={onChange}
        options={variable.choice_option.map((option) => ({ value: option, label: option }))}
      />
    );
  }
  if (variable.type === 'text') {
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
