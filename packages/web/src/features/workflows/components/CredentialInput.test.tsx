import { CREDENTIAL_MASK } from '@slipway/contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CredentialInput } from './CredentialInput';

/** The input held by a parent, as a form holds it; `sent` records every value it was given. */
function Harness({ initial, sent }: { initial: string; sent: string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <CredentialInput
      testId="secret"
      placeholder="value"
      value={value}
      onChange={(next) => {
        sent.push(next);
        setValue(next);
      }}
    />
  );
}

const box = () => screen.getByTestId('secret') as HTMLInputElement;
const type = (value: string) => fireEvent.change(box(), { target: { value } });

describe('CredentialInput', () => {
  it('shows a set credential as set, empty, and keeps the mask unless a value is typed', () => {
    const sent: string[] = [];
    render(<Harness initial={CREDENTIAL_MASK} sent={sent} />);
    expect(box().value).toBe('');
    expect(box().placeholder).toBe('set — leave to keep');
    type('new-secret');
    expect(box().value).toBe('new-secret');
    // emptying the box goes back to keeping the stored value
    type('');
    expect(sent).toEqual(['new-secret', CREDENTIAL_MASK]);
    expect(box().placeholder).toBe('set — leave to keep');
  });

  it('clears a set credential only through Clear', () => {
    const sent: string[] = [];
    render(<Harness initial={CREDENTIAL_MASK} sent={sent} />);
    fireEvent.click(screen.getByTestId('secret-clear'));
    expect(sent).toEqual(['']);
    expect(box().placeholder).toBe('value');
    expect(screen.queryByTestId('secret-clear')).toBeNull();
    type('x');
    type('');
    expect(sent).toEqual(['', 'x', '']);
  });

  it('is a plain password box for a credential not set', () => {
    const sent: string[] = [];
    render(<Harness initial="" sent={sent} />);
    expect(box().type).toBe('password');
    expect(box().placeholder).toBe('value');
    expect(screen.queryByTestId('secret-clear')).toBeNull();
    type('abc');
    expect(sent).toEqual(['abc']);
  });
});
