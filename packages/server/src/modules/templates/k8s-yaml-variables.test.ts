import { describe, expect, it } from 'vitest';
import { mergeVariables, renderTemplate, variablesOf } from './k8s-yaml-variables.js';

describe('Kubernetes YAML template variables', () => {
  it('finds {{.name}} with or without spaces and trim marks, not other template actions', () => {
    const content = 'a: {{.one}}\nb: {{ .two }}\nc: {{- .three -}}\nd: {{ if .four }}x{{ end }}\ne: {{.one}}';
    expect(variablesOf(content).map((v) => v.key)).toEqual(['one', 'two', 'three']);
  });

  it('keeps the values of variables still used and drops the others', () => {
    expect(
      mergeVariables('{{.a}} {{.b}}', [
        { key: 'b', value: '2' },
        { key: 'gone', value: 'x' },
      ]),
    ).toEqual([
      { key: 'a', value: '' },
      { key: 'b', value: '2' },
    ]);
  });

  it('renders variables and the system variables; a variable without a value becomes empty', () => {
    const yaml =
      'name: $Service$-{{.suffix}}\nnamespace: $Namespace$\nlabels: { p: $Product$, e: $EnvName$, x: "{{ .missing }}" }';
    expect(
      renderTemplate(yaml, [{ key: 'suffix', value: 'v2' }], {
        project: 'shop',
        service: 'web',
        namespace: 'shop-dev',
        envName: 'dev',
      }),
    ).toBe('name: web-v2\nnamespace: shop-dev\nlabels: { p: shop, e: dev, x: "" }');
  });
});
