import { LineCounter, parseDocument, stringify } from 'yaml';
import { BadRequestError } from '../../lib/errors.js';

/** Request and response media types that carry a workflow as YAML. */
export const YAML_CONTENT_TYPES = ['application/yaml', 'text/yaml', 'application/x-yaml'];

/** Aliases one document may expand; more is an expansion bomb. */
const MAX_ALIASES = 100;

/** Whether an Accept header asks for YAML. */
export function acceptsYaml(accept: string | undefined): boolean {
  if (!accept) return false;
  return accept
    .split(',')
    .some((part) => YAML_CONTENT_TYPES.includes(part.split(';')[0]?.trim().toLowerCase() ?? ''));
}

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
