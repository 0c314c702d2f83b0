import { describe, expect, it } from 'vitest';
import { chartFileTree } from './chartFileTree';

const file = (path: string, is_dir = false) => ({ path, name: path.split('/').at(-1) ?? path, is_dir });

describe('chartFileTree', () => {
  it('nests files under their folders, folders first, then by name', () => {
    const tree = chartFileTree([
      file('values.yaml'),
      file('templates/service.yaml'),
      file('Chart.yaml'),
      file('templates/deployment.yaml'),
    ]);
    expect(tree.map((node) => node.key)).toEqual(['templates', 'Chart.yaml', 'values.yaml']);
    expect(tree[0]?.children?.map((node) => node.key)).toEqual([
      'templates/deployment.yaml',
      'templates/service.yaml',
    ]);
    expect(tree[0]?.isLeaf).toBe(false);
  });

  it('keeps a listed folder once, empty or not', () => {
    const tree = chartFileTree([file('charts', true), file('templates', true), file('templates/a.yaml')]);
    expect(tree.map((node) => [node.key, node.children?.length])).toEqual([
      ['charts', 0],
      ['templates', 1],
    ]);
  });
});
