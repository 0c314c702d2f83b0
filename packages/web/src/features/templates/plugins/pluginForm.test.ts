import { describe, expect, it } from 'vitest';
import { checkPluginForm, emptyPluginForm, emptyPluginInput, type PluginFormValues } from './pluginForm';

const form = (changes: Partial<PluginFormValues> = {}): PluginFormValues => ({
  ...emptyPluginForm(),
  name: 'notify',
  script: 'echo "$URL"',
  ...changes,
});
const input = (changes: Partial<PluginFormValues['inputs'][number]>) => ({
  ...emptyPluginInput(),
  ...changes,
});
const problems = (values: PluginFormValues) => {
  const checked = checkPluginForm(values);
  return checked.ok ? [] : checked.problems.map((p) => [p.name.join('.'), p.message]);
};

describe('plugin template form rules', () => {
  it('accepts a template with typed inputs and outputs', () => {
    const checked = checkPluginForm(
      form({
        inputs: [
          input({ name: 'url', value: 'http://x' }),
          input({ name: 'level', type: 'choice', value: 'a', choice_option: ['a', 'b'] }),
        ],
        outputs: [{ name: 'RESULT', description: '' }],
      }),
    );
    expect(checked.ok).toBe(true);
  });

  it('asks for a name and a script', () => {
    expect(problems(form({ name: ' ', script: '' }))).toEqual([
      ['name', 'validation.plugin.nameRequired'],
      ['script', 'validation.plugin.scriptRequired'],
    ]);
  });

  it('puts each input problem on its field', () => {
    expect(
      problems(
        form({
          inputs: [
            input({ name: '' }),
            input({ name: '1bad' }),
            input({ name: 'level', type: 'choice' }),
            input({ name: 'mode', type: 'choice', value: 'c', choice_option: ['a'] }),
            input({ name: 'flag', type: 'bool', value: 'yes' }),
            input({ name: 'flag', type: 'bool', value: 'true' }),
          ],
        }),
      ),
    ).toEqual([
      ['inputs.0.name', 'validation.plugin.inputNameRequired'],
      ['inputs.1.name', 'validation.variable.keyFormat'],
      ['inputs.2.choice_option', 'validation.plugin.choiceOptions'],
      ['inputs.3.value', 'validation.plugin.choiceValue'],
      ['inputs.4.value', 'validation.plugin.boolValue'],
      ['inputs.5.name', 'validation.plugin.nameDuplicate'],
    ]);
  });

  it('drops options of inputs that are no choice and never makes a choice a credential', () => {
    const checked = checkPluginForm(
      form({
        inputs: [
          input({ name: 'text', choice_option: ['left over'], is_credential: true }),
          input({ name: 'pick', type: 'choice', value: 'a', choice_option: ['a'], is_credential: true }),
        ],
      }),
    );
    expect(checked.ok && checked.body.inputs.map((i) => [i.choice_option, i.is_credential])).toEqual([
      [[], true],
      [['a'], false],
    ]);
  });
});
