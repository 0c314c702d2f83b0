import type { LoginResponse } from '@slipway/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedProject } from '../seed.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { expectShape, portalCaller, type Shape } from './portal-contract.js';

/**
 * The portal's template library calls for Dockerfile and Kubernetes YAML templates (模板库), and the
 * project picker of the workflow editors (`templates/info`): each sent as the portal sends it.
 */
let t: TestApp;
let user: LoginResponse;

beforeAll(async () => {
  t = await createTestApp();
  user = await t.createUser('template-user');
  await seedProject(t, 'shop');
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.execute(sql`DELETE FROM library_templates`);
  await t.database.db.execute(sql`DELETE FROM builds`);
});

const call = portalCaller(() => t);
const dockerfiles = '/api/aslan/template/dockerfile';
const yamls = '/api/aslan/template/yaml';
const listQuery = 'page_num=1&page_size=9999&projectName=';

const DOCKERFILE = [
  '# syntax=docker/dockerfile:1',
  'ARG BASE=alpine:3.20',
  'FROM $BASE',
  'ARG PORT=8080 MODE',
  'RUN apk add --no-cache curl \\',
  '    && echo ready',
  'COPY <<EOF /etc/motd',
  'hello',
  'EOF',
  'EXPOSE $PORT',
  'CMD ["./serve"]',
].join('\n');

const DEPLOYMENT = [
  'apiVersion: apps/v1',
  'kind: Deployment',
  'metadata:',
  '  name: $Service$',
  'spec:',
  '  replicas: {{.replicas}}',
  '  template:',
  '    spec:',
  '      containers:',
  '        - name: web',
  '          image: {{ .image }}',
  '          ports: [{ containerPort: {{.port}} }]',
  '          env: [{ name: PORT, value: "{{.port}}" }]',
].join('\n');

const summaryShape: Shape = { id: 'string', name: 'string' };
const detailShape: Shape = {
  id: 'string',
  name: 'string',
  content: 'string',
  variable: [{ key: 'string', value: 'string' }],
};

/** The id of the one template in a list answer. */
const onlyId = (list: { id: string }[]) => {
  expect(list).toHaveLength(1);
  return (list[0] as { id: string }).id;
};

describe('Dockerfile templates (模板库 › Dockerfile)', () => {
  it('GET list {dockerfile_template:[{id,name}]}; GET /{id} with content and its ARGs as variables', async () => {
    await call('POST', dockerfiles, { name: 'go-service', content: DOCKERFILE });
    const list = (await call('GET', `${dockerfiles}?${listQuery}`, undefined, user.token)).json();
    expectShape(list, { dockerfile_template: [summaryShape] });
    const id = onlyId(list.dockerfile_template);
    const detail = (await call('GET', `${dockerfiles}/${id}?projectName=shop`, undefined, user.token)).json();
    expectShape(detail, detailShape);
    expect(detail).toMatchObject({ id, name: 'go-service', content: DOCKERFILE });
    expect(detail.variable).toEqual([
      { key: 'BASE', value: 'alpine:3.20' },
      { key: 'PORT', value: '8080' },
      { key: 'MODE', value: '' },
    ]);
  });

  it('POST /validation answers {error: ""} for a valid file and names the problem and line otherwise', async () => {
    const check = async (content: string) =>
      (await call('POST', `${dockerfiles}/validation`, { content }, user.token)).json().error;
    expect(await check(DOCKERFILE)).toBe('');
    expect(await check('RUN make\nFROM alpine')).toContain('FROM');
    expect(await check('FROM alpine\nRUNN make')).toMatch(/未知的 Dockerfile 指令.*line 2/);
    expect(await check('FROM alpine\nWORKDIR')).toContain('line 2');
    expect(await check('  \n# only a comment\n')).not.toBe('');
  });

  it('PUT /{id} and DELETE /{id}; the name rule, unique names and empty content are refused', async () => {
    await call('POST', dockerfiles, { name: 'base', content: 'FROM alpine' });
    await call('POST', dockerfiles, { name: 'other', content: 'FROM alpine' });
    const id = (await call('GET', `${dockerfiles}?${listQuery}`)).json().dockerfile_template[0].id;
    await call('PUT', `${dockerfiles}/${id}`, { name: 'renamed', content: 'ARG V=1\nFROM alpine:$V' });
    expect((await call('GET', `${dockerfiles}/${id}`)).json()).toMatchObject({
      name: 'renamed',
      variable: [{ key: 'V', value: '1' }],
    });
    await call('PUT', `${dockerfiles}/${id}`, { name: 'other', content: 'FROM alpine' }, undefined, 409);
    await call('POST', dockerfiles, { name: 'renamed', content: 'FROM alpine' }, undefined, 409);
    await call('POST', dockerfiles, { name: 'bad name!', content: 'FROM alpine' }, undefined, 400);
    await call('POST', dockerfiles, { name: 'empty', content: '  ' }, undefined, 400);
    await call('POST', dockerfiles, { name: 'x', content: 'FROM alpine' }, user.token, 403);
    await call('DELETE', `${dockerfiles}/${id}`);
    await call('GET', `${dockerfiles}/${id}`, undefined, undefined, 404);
    await call('DELETE', `${dockerfiles}/${id}`, undefined, undefined, 404);
  });

  it('GET /{id}/reference lists the builds that build from it; a template in use is not deleted', async () => {
    await call('POST', dockerfiles, { name: 'used', content: 'FROM alpine' });
    const id = (await call('GET', `${dockerfiles}?${listQuery}`)).json().dockerfile_template[0].id;
    expect((await call('GET', `${dockerfiles}/${id}/reference`)).json()).toEqual([]);
    const dockerBuild = {
      source: 'template',
      template_id: id,
      work_dir: '',
      docker_file: '',
      build_args: '',
    };
    await t.database.db.execute(
      sql`INSERT INTO builds (project_name, name, definition) VALUES ('shop', 'web-build', ${JSON.stringify({ post_build: { docker_build: dockerBuild } })}::jsonb)`,
    );
    const references = (await call('GET', `${dockerfiles}/${id}/reference`)).json();
    expectShape(references, { '0': { project_name: 'string', build_name: 'string' } });
    expect(references).toEqual([{ project_name: 'shop', build_name: 'web-build' }]);
    const refused = (await call('DELETE', `${dockerfiles}/${id}`, undefined, undefined, 400)).json();
    expect(refused.description).toContain('shop/web-build');
    await call('GET', `${dockerfiles}/999999/reference`, undefined, undefined, 404);
  });
});

describe('Kubernetes YAML templates (模板库 › K8s YAML)', () => {
  it('POST /getVariables answers the {{.name}} variables of the content, in order, each once', async () => {
    const found = (await call('POST', `${yamls}/getVariables`, { content: DEPLOYMENT }, user.token)).json();
    expect(found).toEqual([
      { key: 'replicas', value: '' },
      { key: 'image', value: '' },
      { key: 'port', value: '' },
    ]);
    expect((await call('POST', `${yamls}/getVariables`, { content: 'kind: Service' })).json()).toEqual([]);
  });

  it('GET list with system_variables; GET /{id} keeps the values sent for the variables the content uses', async () => {
    await call('POST', yamls, {
      name: 'web-deployment',
      content: DEPLOYMENT,
      variable: [
        { key: 'replicas', value: '2' },
        { key: 'port', value: '8080' },
        { key: 'unused', value: 'dropped' },
      ],
    });
    const list = (await call('GET', `${yamls}?${listQuery}`, undefined, user.token)).json();
    expectShape(list, {
      yaml_template: [summaryShape],
      system_variables: [{ key: 'string', description: 'string' }],
    });
    expect(list.system_variables.map((v: { key: string }) => v.key)).toEqual([
      '$Product$',
      '$Service$',
      '$Namespace$',
      '$EnvName$',
    ]);
    const id = onlyId(list.yaml_template);
    const detail = (await call('GET', `${yamls}/${id}?projectName=shop`, undefined, user.token)).json();
    expectShape(detail, detailShape);
    expect(detail.variable).toEqual([
      { key: 'replicas', value: '2' },
      { key: 'image', value: '' },
      { key: 'port', value: '8080' },
    ]);
  });

  it('PUT, reference (no service made from it), POST reference, DELETE', async () => {
    await call('POST', yamls, { name: 'svc', content: 'kind: Service', variable: [] });
    const id = (await call('GET', `${yamls}?${listQuery}`)).json().yaml_template[0].id;
    await call('PUT', `${yamls}/${id}`, {
      name: 'svc',
      content: 'replicas: {{.n}}',
      variable: [{ key: 'n', value: '3' }],
    });
    expect((await call('GET', `${yamls}/${id}`)).json().variable).toEqual([{ key: 'n', value: '3' }]);
    expect((await call('GET', `${yamls}/${id}/reference`)).json()).toEqual([]);
    expect((await call('POST', `${yamls}/${id}/reference`)).json()).toEqual({ message: 'success' });
    await call('POST', `${yamls}/${id}/reference`, undefined, user.token, 403);
    await call('PUT', `${yamls}/${id}`, { name: 'svc', content: 'x' }, user.token, 403);
    await call('DELETE', `${yamls}/${id}`);
    expect((await call('GET', `${yamls}?${listQuery}`)).json().yaml_template).toEqual([]);
  });

  it('a Dockerfile template and a YAML template may share a name; ids of one kind are not found as the other', async () => {
    await call('POST', yamls, { name: 'same', content: 'kind: Service' });
    await call('POST', dockerfiles, { name: 'same', content: 'FROM alpine' });
    const yamlId = (await call('GET', `${yamls}?${listQuery}`)).json().yaml_template[0].id;
    await call('GET', `${dockerfiles}/${yamlId}`, undefined, undefined, 404);
  });
});

describe('GET /api/aslan/project/templates/info (workflow editors’ project picker)', () => {
  it('answers an array of {value, label}', async () => {
    const options = (await call('GET', '/api/aslan/project/templates/info')).json();
    expectShape(options, { '0': { value: 'string', label: 'string' } });
    expect(options).toContainEqual(expect.objectContaining({ value: 'shop', label: 'shop' }));
  });
});
