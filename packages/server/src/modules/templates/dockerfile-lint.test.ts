import { describe, expect, it } from 'vitest';
import { buildArgsOf, dockerfileProblem } from './dockerfile-lint.js';

describe('Dockerfile checks', () => {
  it('accepts ARG before FROM, continuations, comments between continued lines and heredocs', () => {
    const file =
      'ARG V=1\nFROM alpine:$V\nRUN a \\\n# note\n  b\nRUN <<EOT\nnot an instruction\nEOT\nCMD ["x"]';
    expect(dockerfileProblem(file)).toBeUndefined();
  });

  it('names the problem and its line', () => {
    expect(dockerfileProblem('')).toEqual({ key: 'dockerfile.emptyContent', line: 1 });
    expect(dockerfileProblem('ARG A\nRUN x\nFROM a')).toEqual({ key: 'dockerfile.fromFirst', line: 2 });
    expect(dockerfileProblem('FROM a\n\nBOGUS x')).toEqual({ key: 'dockerfile.unknownInstruction', line: 3 });
    expect(dockerfileProblem('FROM a\nUSER')).toEqual({ key: 'dockerfile.missingArguments', line: 2 });
  });

  it('takes the build arguments as variables, each once, quotes removed', () => {
    expect(buildArgsOf('ARG A="x y" B\nFROM a\nARG A=other C=1=2')).toEqual([
      { key: 'A', value: 'x y' },
      { key: 'B', value: '' },
      { key: 'C', value: '1=2' },
    ]);
  });
});
