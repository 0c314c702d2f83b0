import { LineCounter, parseDocument } from 'yaml';
import { BadRequestError } from '../../lib/errors.js';

/** Aliases a document may expand; more is an expansion bomb. */
const MAX_ALIAS_COUNT = 100;

/**
 * A variable group's YAML must parse and be a mapping of variables, or be empty.
 * The description names where the parser stopped, as "line L, column C: what".
 */
export function checkVariableYaml(text: string): void {
  const lines = new LineCounter();
  const document = parseDocument(text, { lineCounter: lines, prettyErrors: false });
  const invalid = (offset: number, what: string) => {
    const { line, col } = lines.linePos(offset);
    return new BadRequestError('validation.yaml.invalid', `line ${line}, column ${col}: ${what}`);
  };

  const [error] = document.errors;
  if (error) throw invalid(error.pos[0], error.message);
  const start = document.contents?.range[0] ?? 0;
  let value: unknown;
  try {
    value = document.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  } catch (failure) {
    // unresolved or excessive aliases
    throw invalid(start, (failure as Error).message);
  }
  if (value !== null && (typeof value !== 'object' || Array.isArray(value))) {
    throw invalid(start, 'a mapping of variables is expected');
  }
}
