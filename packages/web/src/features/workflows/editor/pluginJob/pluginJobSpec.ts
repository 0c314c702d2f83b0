import type { PluginJobSpec, PluginTemplate } from '@slipway/contracts';

/** A new plugin job: no plugin chosen yet (saving asks for one). */
export const emptyPluginJobSpec = (): PluginJobSpec => ({
  properties: { timeout: 60 },
  plugin: {
    name: '',
    description: '',
    category: '',
    version: '',
    image: '',
    inputs: [],
    outputs: [],
    script: '',
  },
});

/** The job's spec for a chosen template: the whole template as `plugin`, as the portal's picker embeds it. */
export function specFromTemplate(
  template: PluginTemplate,
  properties: PluginJobSpec['properties'],
): PluginJobSpec {
  const { id: _id, updated_by: _by, update_time: _time, is_offical: _official, ...plugin } = template;
  return { properties, plugin: { ...plugin, inputs: plugin.inputs.map((input) => ({ ...input })) } };
}

/** The spec with one input's value changed. */
export function withInputValue(spec: PluginJobSpec, name: string, value: string): PluginJobSpec {
  const inputs = spec.plugin.inputs.map((input) => (input.name === name ? { ...input, value } : input));
  return { ...spec, plugin: { ...spec.plugin, inputs } };
}
