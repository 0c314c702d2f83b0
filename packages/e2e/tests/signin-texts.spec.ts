import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ADMIN } from '../support/env';
import { expect, test } from '../support/fixtures';
import { texts } from '../support/texts';

const manifestFile = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../web/dist/.vite/manifest.json',
);

/** The built file of a source module, read from the web build's manifest. */
function builtFile(source: string): string {
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, { file: string }>;
  const chunk = manifest[source];
  if (!chunk) throw new Error(`${source} is not in the web build`);
  return `/${chunk.file}`;
}

test('the sign-in page loads only the public texts; signing in brings every area’s texts', async ({
  page,
  signInPage,
  shell,
}) => {
  const areaTexts = builtFile('src/i18n/locales/zh-CN/projects.json');
  const areaMessages = builtFile('src/i18n/areaMessages.ts');
  const loaded: string[] = [];
  page.on('request', (request) => loaded.push(new URL(request.url()).pathname));

  await signInPage.goto();
  await expect(page.getByText(texts.signinTitle.zh).first()).toBeVisible();
  expect(loaded).not.toContain(areaTexts);
  expect(loaded).not.toContain(areaMessages);

  await signInPage.signIn(ADMIN);
  await shell.expectShown();
  expect(loaded).toContain(areaTexts);
  expect(loaded).toContain(areaMessages);

  // A page of an area, reached without a reload, shows its own texts.
  await shell.navLink('projects').click();
  await expect(page.getByTestId('project-search')).toHaveAttribute('placeholder', texts.searchProjects.zh);
});
