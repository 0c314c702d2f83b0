import type { ChartTemplateDetail } from './chartTemplates.api';

type ChartFile = ChartTemplateDetail['files'][number];

export interface ChartTreeNode {
  /** the path from the chart's root, e.g. templates/service.yaml */
  key: string;
  title: string;
  isLeaf: boolean;
  children?: ChartTreeNode[];
}

const byFoldersThenName = (a: ChartTreeNode, b: ChartTreeNode) =>
  Number(a.isLeaf) - Number(b.isLeaf) || a.title.localeCompare(b.title);

/** The chart's flat file list as a tree: each path is split on `/` (folders first, then by name). */
export function chartFileTree(files: readonly ChartFile[]): ChartTreeNode[] {
  const root: ChartTreeNode = { key: '', title: '', isLeaf: false, children: [] };
  const folderOf = (parent: ChartTreeNode, title: string, key: string) => {
    parent.children ??= [];
    let folder = parent.children.find((child) => child.title === title && !child.isLeaf);
    if (!folder) {
      folder = { key, title, isLeaf: false, children: [] };
      parent.children.push(folder);
    }
    return folder;
  };
  for (const file of files) {
    const parts = file.path.split('/').filter(Boolean);
    let parent = root;
    parts.forEach((part, at) => {
      const key = parts.slice(0, at + 1).join('/');
      const last = at === parts.length - 1;
      if (!last || file.is_dir) parent = folderOf(parent, part, key);
      else parent.children?.push({ key, title: part, isLeaf: true });
    });
  }
  const sorted = (nodes: ChartTreeNode[]): ChartTreeNode[] =>
    [...nodes]
      .sort(byFoldersThenName)
      .map((node) => (node.children ? { ...node, children: sorted(node.children) } : node));
  return sorted(root.children ?? []);
}
