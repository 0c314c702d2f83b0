import { describe, expect, it } from 'vitest';
import { signupBodySchema } from '../auth/auth.schema.js';
import { preferenceSchema } from '../user/user.schema.js';
import { emailSchema, hexColorSchema, passwordSchema, phoneSchema } from './fields.js';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;

describe('field rules of spec §5', () => {
  it('needs a password of at least 8 characters', () => {
    expect(passwordSchema.safeParse('1234567').success).toBe(false);
    expect(firstMessage(passwordSchema.safeParse('1234567'))).toBe('validation.password.min');
    expect(firstMessage(passwordSchema.safeParse(''))).toBe('validation.password.required');
    expect(passwordSchema.safeParse('12345678').success).toBe(true);
  });

  it('checks email and phone formats', () => {
    expect(emailSchema.safeParse('dev@example.com').success).toBe(true);
    expect(emailSchema.safeParse(' dev@example.com ').data).toBe('dev@example.com');
    expect(firstMessage(emailSchema.safeParse('dev@'))).toBe('validation.email.format');
    expect(phoneSchema.safeParse('13800138000').success).toBe(true);
    expect(phoneSchema.safeParse('+4915112345678').success).toBe(true);
    expect(firstMessage(phoneSchema.safeParse('12345'))).toBe('validation.phone.format');
  });

  it('checks hex colours', () => {
    for (const ok of ['#000', '#ffffff', '#1E1E1E'])
      expect(hexColorSchema.safeParse(ok).success, ok).toBe(true);
    for (const bad of ['000000', '#12345', 'red', '#ggg', '#fff;']) {
      expect(firstMessage(hexColorSchema.safeParse(bad)), bad).toBe('validation.color.hex');
    }
  });

  it('defaults nothing silently in a preference', () => {
    expect(
      preferenceSchema.safeParse({ theme: 'light', log_bg_color: '#000000', log_font_color: '#ffffff' })
        .success,
    ).toBe(true);
    expect(
      firstMessage(
        preferenceSchema.safeParse({ theme: 'blue', log_bg_color: '#000', log_font_color: '#fff' }),
      ),
    ).toBe('validation.theme');
  });

  it('allows an empty optional phone on sign-up', () => {
    const base = { account: 'dev', name: 'Dev', email: 'dev@example.com', password: 'password-1' };
    expect(signupBodySchema.safeParse({ ...base, phone: '' }).success).toBe(true);
    expect(signupBodySchema.safeParse(base).success).toBe(true);
    expect(firstMessage(signupBodySchema.safeParse({ ...base, account: 'has space' }))).toBe(
      'validation.account.format',
    );
  });
});
