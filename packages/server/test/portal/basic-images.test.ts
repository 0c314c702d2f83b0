import type { LoginResponse } from '@slipway/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { builds } from '../../src/db/schema.js';
import { seedProject } from '../seed.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { expectShape, portalCaller, type Shape } from './portal-contract.js';

/** The portal's basic-image calls (系统设置 › 自定义镜像, and the image pickers of builds, tests and scanners). */
let t: TestApp;
let user: LoginResponse;

beforeAll(async () => {
  t = await createTestApp();
  user = await t.createUser('images-user');
  await seedProject(t, 'imaging');
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.execute(sql`DELETE FROM builds`);
  await t.database.db.execute(sql`DELETE FROM basic_images WHERE NOT built_in`);
});

const call = portalCaller(() => t);

const path = '/api/aslan/system/basicImages';
const imageShape: Shape = { id: 'string', label: 'string', value: 'string', image_from: 'string' };
type Image = { id: string; label: string; value: string; image_from: string; image_type: string };
const list = async (query: string, token?: string): Promise<Image[]> =>
  (await call('GET', `${path}?${query}`, undefined, token)).json();

describe('basic images (系统设置 › 自定义镜像)', () => {
  it('GET ?image_from=&image_type=: the built-in images for build forms, focal among them, no scanner image', async () => {
    const images = await list('image_from=&image_type=', user.token);
    expectShape(images, { '0': imageShape });
    expect(images.map((i) => i.value)).toContain('focal');
    expect(images.some((i) => i.image_type === 'sonar')).toBe(false);
  });

  it('GET ?image_type=sonar: the SonarQube scanner images (the scanner form picks the first)', async () => {
    const images = await list('image_from=&image_type=sonar', user.token);
    expect(images.length).toBeGreaterThan(0);
    expectShape(images, { '0': imageShape });
    expect(images.every((i) => i.image_type === 'sonar')).toBe(true);
  });

  it('POST {label, value, image_from: custom}: listed under ?image_from=custom and in build forms', async () => {
    await call('POST', path, {
      label: 'node 20',
      value: 'registry.example.com:5000/team/node:20',
      image_from: 'custom',
    });
    const custom = await list('image_from=custom');
    expect(custom).toEqual([
      expect.objectContaining({
        label: 'node 20',
        value: 'registry.example.com:5000/team/node:20',
        image_from: 'custom',
      }),
    ]);
    expectShape(custom, { '0': { ...imageShape, update_time: 'seconds', update_by: 'string' } });
    expect((await list('image_from=&image_type=', user.token)).map((i) => i.label)).toContain('node 20');
    await call(
      'POST',
      path,
      { label: 'x', value: 'library/alpine:3', image_from: 'custom' },
      user.token,
      403,
    );
  });

  it('POST with bad input: 400 with a clear message, nothing saved', async () => {
    for (const body of [
      { label: '', value: 'alpine:3', image_from: 'custom' },
      { label: 'x', value: '', image_from: 'custom' },
      { label: 'x', value: 'Bad Image Name', image_from: 'custom' },
      { label: 'x', value: 'team/node:20:1', image_from: 'custom' },
      { label: 7, value: 'alpine', image_from: 'custom' },
    ]) {
      const res = await call('POST', path, body, undefined, 400);
      expect(res.json().message).toBeTruthy();
    }
    await call('POST', path, { label: 'a', value: 'alpine:3', image_from: 'custom' });
    const duplicate = await call(
      'POST',
      path,
      { label: 'b', value: 'alpine:3', image_from: 'custom' },
      undefined,
      400,
    );
    expect(duplicate.json().description).toBe('alpine:3');
    expect(await list('image_from=custom')).toHaveLength(1);
  });

  it('PUT /{id}: the row edited; a built-in image cannot be changed', async () => {
    await call('POST', path, { label: 'go', value: 'golang:1.22', image_from: 'custom' });
    const [row] = await list('image_from=custom');
    await call('PUT', `${path}/${row?.id}`, { ...row, label: 'go 1.23', value: 'golang:1.23' });
    expect(await list('image_from=custom')).toEqual([
      expect.objectContaining({ id: row?.id, label: 'go 1.23', value: 'golang:1.23' }),
    ]);
    const focal = (await list('')).find((i) => i.value === 'focal');
    const refused = await call('PUT', `${path}/${focal?.id}`, { ...focal, label: 'mine' }, undefined, 400);
    expect(refused.json().message).toMatch(/内置|built-in/);
    await call('PUT', `${path}/no-such-image`, { label: 'x', value: 'alpine' }, undefined, 404);
  });

  it('DELETE /{id}: custom ones only; a built-in image stays with a clear 400', async () => {
    await call('POST', path, { label: 'py', value: 'python:3.12', image_from: 'custom' });
    const [row] = await list('image_from=custom');
    await call('DELETE', `${path}/${row?.id}`, undefined, user.token, 403);
    await call('DELETE', `${path}/${row?.id}`);
    expect(await list('image_from=custom')).toEqual([]);
    await call('DELETE', `${path}/${row?.id}`, undefined, undefined, 404);

    const focal = (await list('')).find((i) => i.value === 'focal');
    const refused = await call('DELETE', `${path}/${focal?.id}`, undefined, undefined, 400);
    expect(refused.json().message).toMatch(/内置|built-in/);
    expect((await list('')).map((i) => i.value)).toContain('focal');
  });

  it('DELETE /{id} of an image a build runs on: 400 naming the build, the image stays', async () => {
    await call('POST', path, { label: 'jdk', value: 'eclipse-temurin:21', image_from: 'custom' });
    const [row] = await list('image_from=custom');
    // a stored build whose environment is this image (the builds module keeps the portal's build object)
    await t.database.db.insert(builds).values({
      projectName: 'imaging',
      name: 'java-build',
      definition: { pre_build: { image_id: row?.id, build_os: 'eclipse-temurin:21' } } as never,
    });
    const refused = await call('DELETE', `${path}/${row?.id}`, undefined, undefined, 400);
    expect(refused.json().description).toBe('imaging/java-build');
    expect(await list('image_from=custom')).toHaveLength(1);
  });
});
