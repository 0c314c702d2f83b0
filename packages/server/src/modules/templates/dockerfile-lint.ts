import type { MessageKey, TemplateVariableItem } from '@slipway/contracts';

/** The instructions of the Dockerfile reference (docs.docker.com/reference/dockerfile). */
const INSTRUCTIONS = new Set([
  'ADD',
  'ARG',
  'CMD',
  'COPY',
  'ENTRYPOINT',
  'ENV',
  'EXPOSE',
  'FROM',
  'HEALTHCHECK',
  'LABEL',
  'MAINTAINER',
  'ONBUILD',
  'RUN',
  'SHELL',
  'STOPSIGNAL',
  'USER',
  'VOLUME',
  'WORKDIR',
]);

interface Instruction {
  line: number;
  keyword: string;
  args: string;
}

/** Instructions with their continuation lines joined; comments, blank lines and heredoc bodies skipped. */
function instructionsOf(content: string): Instruction[] {
  const lines = content.split(/\r?\n/);
  const instructions: Instruction[] = [];
  let heredocEnd: string | undefined;
  let current: Instruction | undefined;
  for (const [index, raw] of lines.entries()) {
    if (heredocEnd !== undefined) {
      if (raw.trim() === heredocEnd) heredocEnd = undefined;
      continue;
    }
    const text = raw.trim();
    if (!current && (text === '' || text.startsWith('#'))) continue;
    if (current && text.startsWith('#')) continue;
    const continued = text.endsWith('\\');
    const body = continued ? text.slice(0, -1) : text;
    if (current) current.args = `${current.args} ${body}`.trim();
    else {
      const [keyword = '', ...rest] = body.split(/\s+/);
      current = { line: index + 1, keyword: keyword.toUpperCase(), args: rest.join(' ') };
    }
    if (continued) continue;
    heredocEnd = /<<-?["']?([A-Za-z_][A-Za-z0-9_]*)["']?/.exec(current.args)?.[1];
    instructions.push(current);
    current = undefined;
  }
  if (current) instructions.push(current);
  return instructions;
}

/** What is wrong with a Dockerfile: a message key and the line, or undefined when nothing is. */
export function dockerfileProblem(content: string): { key: MessageKey; line: number } | undefined {
  const instructions = instructionsOf(content);
  if (instructions.length === 0) return { key: 'dockerfile.emptyContent', line: 1 };
  for (const instruction of instructions) {
    if (!INSTRUCTIONS.has(instruction.keyword))
      return { key: 'dockerfile.unknownInstruction', line: instruction.line };
    if (instruction.args === '') return { key: 'dockerfile.missingArguments', line: instruction.line };
  }
  const first = instructions.find((i) => i.keyword !== 'ARG');
  if (first?.keyword !== 'FROM') return { key: 'dockerfile.fromFirst', line: first?.line ?? 1 };
  return undefined;
}

/** `name`, `name=value` or `name="quoted value"` in an ARG line. */
const ARG_DECLARATION = /(?:^|\s)([A-Za-z_][A-Za-z0-9_]*)(?:=("[^"]*"|'[^']*')|=(\S*))?(?=\s|$)/g;

/** A Dockerfile template's variables: its build arguments (`ARG name[=default]`), each once. */
export function buildArgsOf(content: string): TemplateVariableItem[] {
  const args = new Map<string, string>();
  for (const instruction of instructionsOf(content)) {
    if (instruction.keyword !== 'ARG') continue;
    for (const [, key = '', quoted, plain] of instruction.args.matchAll(ARG_DECLARATION))
      if (!args.has(key)) args.set(key, quoted?.slice(1, -1) ?? plain ?? '');
  }
  return [...args].map(([key, value]) => ({ key, value }));
}
