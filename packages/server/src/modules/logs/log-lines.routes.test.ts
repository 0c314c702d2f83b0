import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedProject } from '../../../test/seed.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { workflows, workflowTasks } from '../../db/schema.js';
import { type JobLogKey, LogStore } from '../../engine/logs/log-store.js';

let t: TestApp;
let logs: LogStore;
let nextTask = 1;
const en = { cookie: 'language=en' };

beforeAll(async () => {
  t = await createTestApp();
  logs = new LogStore(path.join(t.config.dataDir, 'logs'));
  await seedProject(t, 'shop');
  await t.database.db.insert(workflows).values({ name: 'lines-shop', projectName: 'shop', definition: {} });
});
afterAll(async () => t.close());

/** A task of the given status, and the key of its job's log. */
async function newTask(status: string): Promise<JobLogKey> {
  const key = { workflow: 'lines-shop', taskId: nextTask++, job: 'build' };
  await t.database.db
    .insert(workflowTasks)
    .values({ workflowName: key.workflow, taskId: key.taskId, projectName: 'shop', status, definition: {} });
  return key;
}

const numbered = (count: number, line = (n: number) => `line ${n}`) =>
  Array.from({ length: count }, (_, i) => line(i + 1));

async function finishedLog(key: JobLogKey, text: string) {
  const writer = logs.open(key, []);
  writer.write(text);
  await writer.close();
}

const get = async (url: string) => {
  const res = await t.request({ method: 'GET', url, token: t.admin.token, headers: en });
  return { status: res.statusCode, body: res.json() };
};
const linesOf = (k: JobLogKey, query: string) =>
  get(`/api/aslan/logs/lines/v4/workflow/${k.workflow}/${k.taskId}/jobs/${k.job}?${query}`);
const searchOf = (k: JobLogKey, query: string) =>
  get(`/api/aslan/logs/search/v4/workflow/${k.workflow}/${k.taskId}/jobs/${k.job}?${query}`);

describe('a log by line range', () => {
  // more lines than one step of the index, so ranges start between its checkpoints
  const all = numbered(10_000);

  it('opens at the tail and pages back through every line in order, none missing or doubled', async () => {
    const key = await newTask('passed');
    await finishedLog(key, `${all.join('\n')}\n`);
    const tail = await linesOf(key, 'count=1000');
    expect(tail.status).toBe(200);
    expect(tail.body).toMatchObject({ total: 10_000, running: false, from: 9001 });
    expect(tail.body.lines).toEqual(all.slice(9000));
    const seen: string[] = [...tail.body.lines];
    for (let from = tail.body.from; from > 1; ) {
      const start = Math.max(1, from - 777);
      const page = await linesOf(key, `from=${start}&count=${from - start}`);
      expect(page.body.from).toBe(start);
      seen.unshift(...page.body.lines);
      from = start;
    }
    expect(seen).toEqual(all);
  });

  it('reads a range in the middle, multi-byte text and a last line without a newline', async () => {
    const key = await newTask('failed');
    await finishedLog(key, '一\n二\n三\nend without newline');
    expect((await linesOf(key, 'from=2&count=2')).body.lines).toEqual(['二', '三']);
    const tail = await linesOf(key, 'count=2');
    expect(tail.body).toMatchObject({ total: 4, from: 3, lines: ['三', 'end without newline'] });
    expect(tail.body.end_byte).toBe(Buffer.byteLength('一\n二\n三\nend without newline'));
    expect((await linesOf(key, 'from=9&count=5')).body.lines).toEqual([]);
  });

  it('serves a running log by its complete lines, with the byte offset to follow it from', async () => {
    const key = await newTask('running');
    const writer = logs.open(key, []);
    writer.write('first\nsecond\nhalf a li');
    const view = await linesOf(key, 'count=10');
    expect(view.body).toMatchObject({ total: 2, running: true, from: 1, lines: ['first', 'second'] });
    expect(view.body.end_byte).toBe('first\nsecond\n'.length);
    writer.write('ne\nthird\n');
    expect((await linesOf(key, 'from=3&count=10')).body.lines).toEqual(['half a line', 'third']);
    await writer.close();
  });

  it('answers an empty running log for a job yet to write, and 404 once its task has ended', async () => {
    const waiting = await newTask('running');
    expect((await linesOf(waiting, 'count=10')).body).toEqual({
      total: 0,
      running: true,
      from: 1,
      lines: [],
      end_byte: 0,
    });
    const ended = await newTask('passed');
    const missing = await linesOf(ended, 'count=10');
    expect(missing.status).toBe(404);
  });

  it('refuses a bad range and changes nothing', async () => {
    const key = await newTask('passed');
    await finishedLog(key, 'one\n');
    for (const query of ['count=0', 'count=5001', 'from=0', 'from=-1', 'from=abc'])
      expect((await linesOf(key, query)).status).toBe(400);
  });
});

describe('a search over a whole log', () => {
  it('returns every match with its line number, page by page, with no cap', async () => {
    const key = await newTask('passed');
    const all = numbered(20_000, (n) => (n % 4 === 0 ? `\u001b[32mok\u001b[0m Needle ${n}` : `line ${n}`));
    await finishedLog(key, `${all.join('\n')}\n`);
    const found: Array<{ line: number; text: string }> = [];
    let after = 0;
    for (let pages = 0; pages < 10; pages++) {
      const page = await searchOf(key, `key=needle&after=${after}&limit=1200`);
      expect(page.status).toBe(200);
      expect(page.body.total).toBe(20_000);
      found.push(...page.body.matches);
      if (page.body.next === null) break;
      after = page.body.next;
    }
    expect(found).toHaveLength(5000);
    expect(found[0]).toEqual({ line: 4, text: 'ok Needle 4' });
    expect(found.map((match) => match.line)).toEqual(numbered(5000, (n) => String(n * 4)).map(Number));
  });

  it('finds a match that colour escapes split, and nothing where there is none', async () => {
    const key = await newTask('passed');
    await finishedLog(key, 'plain\nne\u001b[1medl\u001b[0me here\n');
    expect((await searchOf(key, 'key=NEEDLE')).body.matches).toEqual([{ line: 2, text: 'needle here' }]);
    expect((await searchOf(key, 'key=absent')).body).toEqual({
      matches: [],
      next: null,
      total: 2,
      running: false,
    });
    expect((await searchOf(key, 'key=%20')).status).toBe(400);
  });
});

describe('the download', () => {
  it('streams the stored file whole', async () => {
    const key = await newTask('passed');
    const text = `${numbered(50_000).join('\n')}\n`;
    await finishedLog(key, text);
    const res = await t.request({
      method: 'GET',
      url: `/api/aslan/logs/log/v4/workflow/${key.workflow}/tasks/${key.taskId}/jobs/${key.job}`,
      token: t.admin.token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body === text).toBe(true);
  });
});
