import { requiredText } from '../common/fields.js';

/** Test names: letters, digits, hyphen and underscore (spec §5). */
export const TEST_NAME_PATTERN = /^[a-zA-Z0-9_-]+$/;
export const testTypes = ['function', 'performance'] as const;

export const testNameSchema = requiredText(128, 'validation.test.nameRequired').regex(TEST_NAME_PATTERN, {
  error: 'validation.test.nameFormat',
});
