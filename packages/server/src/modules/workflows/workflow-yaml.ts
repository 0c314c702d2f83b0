import { LineCounter, parseDocument, stringify } from 'yaml';
import { BadRequestError } from '../../lib/errors.js';

/**
 * Media types of a request body holding a workflow as YAML text. The portal's HTTP client sends a
 * string body as a form (`application/x-www-form-urlencoded`); it is the YAML all the same.
 */
export const YAML_BODY_TYPES = [
  'application/x-www-form-urlencoded',
  'application/yaml',
  'text/yaml',
  'application/x-yaml',
];

/** What GET …/name/:name answers with, as Zadig does. */
export const YAML_ANSWER_TYPE = 'application/x-yaml; charset=utf-8';

/** Aliases one document may expand; more is an expansion bomb. */
const MAX_ALIASES = 100;

/**
 * The value of a YAML workflow document, to be validated like a JSON body. A syntax error is a
 * 400 whose description says where the parser stopped: "line L, column C: what".
 */
export function parseWorkflowYaml(text: string): unknown {
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter, prettyErrors: false });
  const at = (offset: number, problem: string) => {
    const { line, col } = lineCounter.linePos(offset);
    return new BadRequestError('validation.yaml.invalid', `line ${line}, column ${col}: ${problem}`);
  };
  const [syntaxError] = document.errors;
  if (syntaxError) throw at(syntaxError.pos[0], syntaxError.message);
  try {
    return document.toJS({ maxAliasCount: MAX_ALIASES });
  } catch (failure) {
    // an unknown or over-used alias
    throw at(document.contents?.range[0] ?? 0, (failure as Error).message);
  }
}

/** The YAML text of a workflow; long lines stay whole so that scripts read as written. */
export function toWorkflowYaml(workflow: object): string {
  return stringify(workflow, { lineWidth: 0 });
}
