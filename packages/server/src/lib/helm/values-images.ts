import type { Values } from './values-merge.js';

/**
 * Where a values file names an image (the portal's searching-rules, §6.7): either `repo` and `tag`
 * paths, or one `image` path holding `repo:tag`. Paths are relative to any map of the values.
 */
export interface ImageSearchRule {
  repo: string;
  tag: string;
  image: string;
}

/** Zadig's preset rules: `image.repository` + `image.tag`, and `image` as one string. */
export const DEFAULT_IMAGE_RULES: readonly ImageSearchRule[] = [
  { repo: 'image.repository', tag: 'image.tag', image: '' },
  { repo: '', tag: '', image: 'image' },
];

export interface ValuesImage {
  /** the key of the map the rule matched in (the service's name at the top level) */
  name: string;
  /** repo:tag */
  image: string;
  /** the image without its tag */
  image_name: string;
  /** the dotted paths the rule matched, for replacing the image on deploy */
  repoPath: string;
  tagPath: string;
}

const isMap = (value: unknown): value is Values =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function at(map: Values, dotted: string): unknown {
  let node: unknown = map;
  for (const step of dotted.split('.')) {
    if (!isMap(node) || !Object.hasOwn(node, step)) return undefined;
    node = node[step];
  }
  return node;
}

const text = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;

/** `repo:tag` without a registry port mistaken for a tag. */
export function imageNameOf(image: string): string {
  const withoutDigest = image.split('@')[0] as string;
  const slash = withoutDigest.lastIndexOf('/');
  const colon = withoutDigest.lastIndexOf(':');
  const bare = colon > slash ? withoutDigest.slice(0, colon) : withoutDigest;
  return bare.slice(bare.lastIndexOf('/') + 1);
}

function matchAt(map: Values, rule: ImageSearchRule, prefix: string): Omit<ValuesImage, 'name'> | undefined {
  const full = (p: string) => (prefix ? `${prefix}.${p}` : p);
  if (rule.image) {
    const image = text(at(map, rule.image));
    if (!image) return undefined;
    return { image, image_name: imageNameOf(image), repoPath: full(rule.image), tagPath: '' };
  }
  if (!rule.repo) return undefined;
  const repo = text(at(map, rule.repo));
  if (!repo) return undefined;
  const tag = rule.tag ? text(at(map, rule.tag)) : undefined;
  const image = tag ? `${repo}:${tag}` : repo;
  return {
    image,
    image_name: imageNameOf(image),
    repoPath: full(rule.repo),
    tagPath: rule.tag && tag ? full(rule.tag) : '',
  };
}

/** The images the rules find in values, at the top level and in every nested map (each path once). */
export function imagesInValues(
  values: Values,
  serviceName: string,
  rules: readonly ImageSearchRule[] = DEFAULT_IMAGE_RULES,
): ValuesImage[] {
  const found: ValuesImage[] = [];
  const seen = new Set<string>();
  const visit = (map: Values, prefix: string, name: string, depth: number) => {
    for (const rule of rules) {
      const match = matchAt(map, rule, prefix);
      if (!match || seen.has(match.repoPath)) continue;
      seen.add(match.repoPath);
      // the first rule that matches a map wins, as Zadig's preset order does
      found.push({ name, ...match });
      break;
    }
    if (depth >= 16) return;
    for (const [key, value] of Object.entries(map))
      if (isMap(value) && key !== 'image') visit(value, prefix ? `${prefix}.${key}` : key, key, depth + 1);
  };
  visit(values, '', serviceName, 0);
  return found;
}
