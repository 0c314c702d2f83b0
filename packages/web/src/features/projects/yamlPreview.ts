import { parse } from 'yaml';

export interface VariableRow {
  key: string;
  value: string;
}

export type YamlPreview = { ok: true; rows: VariableRow[] } | { ok: false; error: string };

function flatten(value: unknown, path: string, rows: VariableRow[]): void {
  if (Array.isArray(value)) {
    if (value.length === 0) rows.push({ key: path, value: '[]' });
    for (const [index, item] of value.entries()) flatten(item, `${path}[${index}]`, rows);
  } else if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 0 && path) rows.push({ key: path, value: '{}' });
    for (const [key, item] of entries) flatten(item, path ? `${path}.${key}` : key, rows);
  } else {
    rows.push({ key: path, value: value === null || value === undefined ? '' : String(value) });
  }
}

/**
 * The variables of a variable group's YAML as key/value rows (nested keys joined with dots,
 * list items indexed), or the parser's error. An empty text has no variables.
 */
export function previewYaml(text: string): YamlPreview {
  let data: unknown;
  try {
    data = parse(text);
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  const rows: VariableRow[] = [];
  if (data === null || data === undefined) return { ok: true, rows };
  flatten(data, '', rows);
  return { ok: true, rows };
}
