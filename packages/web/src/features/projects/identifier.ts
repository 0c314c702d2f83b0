import { projectIdentifierSchema } from '@slipway/contracts';

const IDENTIFIER_MAX_LENGTH = 32;

/**
 * An identifier suggested from the display name: lowercase letters and digits, other runs of
 * characters become one hyphen, no hyphen at either end. Names without latin letters or digits
 * suggest nothing, and the user types the identifier.
 */
export function suggestIdentifier(alias: string): string {
  return alias
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, IDENTIFIER_MAX_LENGTH)
    .replace(/^-+|-+$/g, '');
}

export function isValidIdentifier(value: string): boolean {
  return projectIdentifierSchema.safeParse(value).success;
}
