import { RE2JS } from 're2js';
import { BadRequestError } from '../../lib/errors.js';

/**
 * A pattern a user typed, compiled by RE2 (linear time in the input): no pattern can make matching
 * backtrack catastrophically and hang the server. Matching finds the pattern anywhere in the name,
 * as Go's `regexp.MatchString` does; anchor it with `^…$` for whole names.
 */
export function compileUserRegex(pattern: string): RE2JS {
  try {
    return RE2JS.compile(pattern);
  } catch (error) {
    throw new BadRequestError('error.regexInvalid', (error as Error).message);
  }
}

export function namesMatching(pattern: string, names: string[]): string[] {
  const regex = compileUserRegex(pattern);
  return names.filter((name) => regex.matcher(name).find());
}
