import { expect, type Locator, type Page } from '@playwright/test';
import { chooseOption } from './AntSelect';

/**
 * Chooses an option of a single antd Select and waits until the select shows it; a click lost while
 * the popup opens or re-renders is tried again (`chooseOption`).
 */
export async function chooseSingle(page: Page, select: Locator, option: string | RegExp): Promise<void> {
  await chooseOption(page, select, option);
  await expect(select).toContainText(option);
}

/** One row of the repo picker (packages/web/src/components/RepoSelect): host, owner, repository, branch. */
export class BuildRepoRow {
  readonly codehost: Locator;
  readonly owner: Locator;
  readonly repo: Locator;
  readonly branch: Locator;

  constructor(
    private readonly page: Page,
    readonly root: Locator,
    testId: string,
  ) {
    this.codehost = root.getByTestId(`${testId}-codehost`);
    this.owner = root.getByTestId(`${testId}-owner`);
    this.repo = root.getByTestId(`${testId}-repo`);
    this.branch = root.getByTestId(`${testId}-branch`);
  }

  /** Picks a plain git host, types owner and repository, then chooses the branch git lists. */
  async fillTyped(host: string | RegExp, owner: string, repo: string, branch: string): Promise<void> {
    await chooseSingle(this.page, this.codehost, host);
    await this.owner.fill(owner);
    await this.owner.press('Tab');
    await this.repo.fill(repo);
    await this.repo.press('Tab');
    await chooseSingle(this.page, this.branch, branch);
  }
}

/** The repo picker of a build form. */
export class BuildRepoSelect {
  readonly add: Locator;

  constructor(
    private readonly page: Page,
    private readonly testId = 'build-repos',
  ) {
    this.add = page.getByTestId(`${testId}-add`);
  }

  row(index: number): BuildRepoRow {
    const testId = `${this.testId}-row-${index}`;
    return new BuildRepoRow(this.page, this.page.getByTestId(testId), testId);
  }
}
