import { Input } from 'antd';
import { useEffect, useState } from 'react';

export interface SettledInputProps {
  testId: string;
  value: string;
  status?: 'error';
  placeholder?: string;
  /** the trimmed text, once the user leaves the field or presses Enter */
  onCommit: (text: string) => void;
}

/** A text field that hands over its value only when typing is done, so lookups run once per value. */
export function SettledInput({ testId, value, status, placeholder, onCommit }: SettledInputProps) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const commit = () => {
    const trimmed = text.trim();
    setText(trimmed);
    onCommit(trimmed);
  };
  return (
    <Input
      data-testid={testId}
      style={{ width: 200 }}
      status={status}
      placeholder={placeholder}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onBlur={commit}
      onPressEnter={commit}
    />
  );
}
