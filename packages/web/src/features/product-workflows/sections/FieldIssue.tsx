import { Form } from 'antd';
import type { ReactNode } from 'react';
import { type EditorIssue, issueOn } from '../editor/productRules';
import { useIssueText } from '../editor/useIssueText';

/** A labelled field with the message of its issue under it. */
export function FieldIssue({
  issues,
  field,
  label,
  extra,
  children,
}: {
  issues: readonly EditorIssue[];
  field: string;
  label?: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
}) {
  const text = useIssueText()(issueOn(issues, field));
  return (
    <Form.Item
      label={label}
      extra={extra}
      validateStatus={text ? 'error' : undefined}
      help={text ? <span data-testid={`issue-${field}`}>{text}</span> : undefined}
    >
      {children}
    </Form.Item>
  );
}
