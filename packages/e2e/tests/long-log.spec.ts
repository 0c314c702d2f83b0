import type { Locator } from '@playwright/test';
import { uniqueAccount } from '../support/api';
import { BASE_URL } from '../support/env';
import { expect, test } from '../support/fixtures';
import { storeSessionOf } from '../support/session';
import { texts } from '../support/texts';

/** The job prints `row 1` … `row 10000`, each even one with ` needle` (5,000 of them), waits, then `the end`. */
const ROWS = 10_000;
const NEEDLES = ROWS / 2;
/** Scrolling up from the tail goes this far: across the first three ranges the terminal loads. */
const SCROLL_DOWN_TO = 7_000;

/** The row numbers on screen, top to bottom (`row N` lines only). */
async function screenRows(screen: Locator): Promise<number[]> {
  const text = await screen.innerText();
  return [...text.matchAll(/^row (\d+)/gm)].map((found) => Number(found[1]));
}

/** The middle of the line number of the search row showing `text`, to click its link. */
async function lineNumberOf(screen: Locator, text: string) {
  const row = screen.locator(':scope > div').filter({ hasText: new RegExp(`^\\s*\\d+ │ ${text}$`) });
  await expect(row).toHaveCount(1);
  return row.evaluate((element) => {
    const text = document.createTreeWalker(element, NodeFilter.SHOW_TEXT).nextNode() as Text;
    const digits = /\d+/.exec(text.data) as RegExpExecArray;
    const range = document.createRange();
    range.setStart(text, digits.index);
    range.setEnd(text, digits.index + digits[0].length);
    const box = range.getBoundingClientRect();
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  });
}

test('a long job log: opened mid-run at its tail, scrolled back range by range, searched whole, a match jumped to', async ({
  page,
  api,
  adminSession,
  jobGate,
  workflowListPage,
  taskDetailPage: task,
}) => {
  test.setTimeout(180_000);
  const project = uniqueAccount('wf');
  const workflow = uniqueAccount('long-log');
  const job = 'printer';
  const script = [
    `seq 1 ${ROWS} | sed -e 's/^/row /' -e '2~2s/$/ needle/'`,
    jobGate.waitScript(),
    'echo the end',
  ].join('\n');
  await api.createProject(adminSession, { name: project, alias: project, type: 'k8s' });
  await api.createWorkflow(adminSession, {
    name: workflow,
    project,
    stages: [
      {
        name: 'print',
        jobs: [
          { name: job, type: 'freestyle', spec: { steps: [{ name: 's', type: 'shell', spec: { script } }] } },
        ],
      },
    ],
  });
  await storeSessionOf(page, api, adminSession);
  await workflowListPage.goto(project);
  const taskId = await workflowListPage.run(workflow);
  await expect(page).toHaveURL(BASE_URL + task.path(project, workflow, taskId));

  const log = await task.openLog(job);
  await test.step('opened mid-run, the tail is on screen at once and new lines follow', async () => {
    await expect(log.jobStatus).toHaveAttribute('data-status', 'running');
    await expect.poll(async () => (await screenRows(log.text)).at(-1)).toBe(ROWS);
    jobGate.open();
    await expect(log.text).toContainText(`row ${ROWS} needle\nthe end`, { useInnerText: true });
    await expect(log.jobStatus).toHaveAttribute('data-status', 'passed');
  });

  await test.step('scrolling up from the tail loads earlier lines in order, none missing or doubled', async () => {
    const seen = new Set<number>();
    const box = (await log.text.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    let rows = await screenRows(log.text);
    for (let step = 0; (rows[0] ?? 0) > SCROLL_DOWN_TO && step < 600; step++) {
      // every screen is one run of consecutive rows
      expect(rows).toEqual(rows.map((_, index) => (rows[0] ?? 0) + index));
      for (const row of rows) seen.add(row);
      const top = rows[0];
      // a wheel turn moves a few rows: six of them about two thirds of a screen, so screens overlap
      for (let turn = 0; turn < 6; turn++) await page.mouse.wheel(0, -box.height / 4);
      await expect
        .poll(async () => (await screenRows(log.text))[0] ?? top, { timeout: 5_000 })
        .not.toBe(top)
        .catch(() => undefined);
      // a screen being rebuilt around a newly loaded range is read once it is drawn
      await expect.poll(async () => (await screenRows(log.text)).length).toBeGreaterThan(0);
      rows = await screenRows(log.text);
    }
    for (const row of rows) seen.add(row);
    const first = Math.min(...seen);
    expect(first).toBeLessThanOrEqual(SCROLL_DOWN_TO);
    expect([...seen].sort((a, b) => a - b)).toEqual(
      Array.from({ length: ROWS - first + 1 }, (_, i) => first + i),
    );
  });

  await test.step('a search lists every one of 5,000 matches with its line number', async () => {
    await log.search.fill('needle');
    await expect(log.matchCount).toHaveText(texts.logMatches.zh.replace('{count}', String(NEEDLES)));
    // numbered by their place in the whole log, which starts with the step's own line
    await expect(log.text).toHaveText(new RegExp(`\\d+ │ row ${ROWS} needle\\s*$`), { useInnerText: true });
    // the scrollbar dragged to the top: the first match
    const slider = await page.getByTestId('log-screen').locator('.scrollbar.vertical .slider').boundingBox();
    if (!slider) throw new Error('the terminal has no scrollbar');
    await page.mouse.move(slider.x + slider.width / 2, slider.y + slider.height / 2);
    await page.mouse.down();
    await page.mouse.move(slider.x + slider.width / 2, 0, { steps: 5 });
    await page.mouse.up();
    await expect(log.text.locator(':scope > div').first()).toHaveText(/^\s*\d+ │ row 2 needle$/);
  });

  await test.step('a match’s line number jumps to its place in the whole log', async () => {
    const at = await lineNumberOf(log.text, 'row 40 needle');
    await page.mouse.move(at.x, at.y);
    await page.mouse.click(at.x, at.y);
    await expect(log.search).toHaveValue('');
    await expect(page.getByTestId('log-anchor')).toBeVisible();
    // the lines around it, in order, the whole log rather than matches
    await expect(log.text).toContainText('row 38 needle\nrow 39\nrow 40 needle\nrow 41\n', {
      useInnerText: true,
    });
  });
});
