import { type PluginTemplate, pluginJobSpecSchema } from '@slipway/contracts';
import { describe, expect, it } from 'vitest';
import { emptyPluginJobSpec, specFromTemplate, withInputValue } from './pluginJobSpec';

const template: PluginTemplate = {
  id: '3',
  name: 'notify',
  description: 'posts a message',
  category: 'notice',
  version: 'v1',
  image: '',
  is_offical: false,
  inputs: [
    {
      name: 'url',
      description: '',
      type: 'string',
      value: 'http://x',
      choice_option: [],
      is_credential: false,
    },
  ],
  outputs: [{ name: 'RESULT', description: '' }],
  script: 'echo "$URL"',
  updated_by: 'admin',
  update_time: 1_714_550_400,
};

describe('plugin job spec', () => {
  it('is refused until a plugin is chosen', () => {
    expect(pluginJobSpecSchema.safeParse(emptyPluginJobSpec()).success).toBe(false);
  });

  it('embeds the chosen template with the values the job gives', () => {
    const spec = withInputValue(specFromTemplate(template, { timeout: 30 }), 'url', 'http://y');
    const parsed = pluginJobSpecSchema.parse(spec);
    expect(parsed.properties.timeout).toBe(30);
    expect(parsed.plugin).toMatchObject({
      name: 'notify',
      script: 'echo "$URL"',
      outputs: [{ name: 'RESULT' }],
    });
    expect(parsed.plugin.inputs[0]?.value).toBe('http://y');
    expect(template.inputs[0]?.value).toBe('http://x');
  });
});
