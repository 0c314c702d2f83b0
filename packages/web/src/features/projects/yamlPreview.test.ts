import { describe, expect, it } from 'vitest';
import { previewYaml } from './yamlPreview';

describe('previewYaml', () => {
  it('lists nested keys with dots and list items with their index', () => {
    const preview = previewYaml('replicas: 2\nimage:\n  tag: v1\nports:\n  - 80\n  - 443\nempty:\n');
    expect(preview).toEqual({
      ok: true,
      rows: [
        { key: 'replicas', value: '2' },
        { key: 'image.tag', value: 'v1' },
        { key: 'ports[0]', value: '80' },
        { key: 'ports[1]', value: '443' },
        { key: 'empty', value: '' },
      ],
    });
  });

  it('has no variables for an empty text', () => {
    expect(previewYaml('')).toEqual({ ok: true, rows: [] });
  });

  it('reports invalid YAML', () => {
    const preview = previewYaml('a: [1, 2');
    expect(preview.ok).toBe(false);
  });
});
