import { HEX_COLOR_PATTERN } from '@slipway/contracts';
import { Flex, Input } from 'antd';

/** #abc → #aabbcc; the native colour picker only takes six digits. */
export function sixDigitHex(value: string | undefined): string | undefined {
  if (!value || !HEX_COLOR_PATTERN.test(value)) return undefined;
  if (value.length === 7) return value.toLowerCase();
  return `#${[...value.slice(1)].map((digit) => digit + digit).join('')}`.toLowerCase();
}

interface ColorInputProps {
  value?: string;
  onChange?: (value: string) => void;
  testId?: string;
  pickerLabel: string;
}

/** A hex colour typed as text, with a native picker beside it. */
export function ColorInput({ value, onChange, testId, pickerLabel }: ColorInputProps) {
  return (
    <Flex gap={8} align="center">
      <input
        type="color"
        aria-label={pickerLabel}
        value={sixDigitHex(value) ?? '#000000'}
        onChange={(event) => onChange?.(event.target.value)}
        style={{ width: 40, height: 32, padding: 0, border: 'none', background: 'none', cursor: 'pointer' }}
      />
      <Input
        data-testid={testId}
        value={value}
        maxLength={7}
        placeholder="#000000"
        onChange={(event) => onChange?.(event.target.value.trim())}
      />
    </Flex>
  );
}
