import { describe, expect, it } from 'vitest';
import { isValidIdentifier, suggestIdentifier } from './identifier';

describe('suggestIdentifier', () => {
  it('turns a display name into lowercase letters, digits and hyphens', () => {
    expect(suggestIdentifier('My Shop API v2')).toBe('my-shop-api-v2');
    expect(suggestIdentifier('  Payments__Core!! ')).toBe('payments-core');
    expect(suggestIdentifier('Café Déjà-vu')).toBe('cafe-deja-vu');
  });

  it('suggests nothing for names without latin letters or digits', () => {
    expect(suggestIdentifier('商城')).toBe('');
    expect(suggestIdentifier('商城 2')).toBe('2');
  });

  it('keeps within 32 characters and never ends with a hyphen', () => {
    const suggestion = suggestIdentifier(`${'a'.repeat(31)} long tail`);
    expect(suggestion).toBe('a'.repeat(31));
    expect(isValidIdentifier(suggestion)).toBe(true);
  });

  it('always suggests a valid identifier when it suggests one', () => {
    for (const alias of ['Web', 'web 1', '-x-', 'A/B/C', 'Ünïcödé']) {
      const suggestion = suggestIdentifier(alias);
      if (suggestion) expect(isValidIdentifier(suggestion), alias).toBe(true);
    }
  });
});

describe('isValidIdentifier', () => {
  it('accepts lowercase letters, digits and inner hyphens only', () => {
    expect(isValidIdentifier('shop-api-2')).toBe(true);
    expect(isValidIdentifier('Shop')).toBe(false);
    expect(isValidIdentifier('shop_api')).toBe(false);
    expect(isValidIdentifier('-shop')).toBe(false);
    expect(isValidIdentifier('')).toBe(false);
    expect(isValidIdentifier('a'.repeat(33))).toBe(false);
  });
});
