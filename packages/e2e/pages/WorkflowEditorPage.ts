import { expect, type Locator, type Page } from '@playwright/test';
import { chooseOption } from './AntSelect';

/** A freestyle job with one shell step, as typed into the job form. */
export interface EditorJob {
  name: string;
  script: string;
}

/** pipelines/custom/create and …/custom/edit/<workflow>: base information, stages, the job form. */
export class WorkflowEditorPage {
  readonly name: Locator;
  readonly addStageButton: Locator;
  readonly save: Locator;
  readonly jobForm: Locator;
  readonly problem: Locator;

  constructor(private readonly page: Page) {
    this.name = page.getByTestId('wf-name');
    this.addStageButton = page.getByTestId('wf-add-stage');
    this.save = page.getByTestId('wf-save');
    this.jobForm = page.getByTestId('job-form');
    this.problem = page.getByTestId('wf-problem');
  }

  stages(): Locator {
    return this.page.locator('[data-testid^="wf-stage-"]');
  }

  stageName(index: number): Locator {
    return this.page.getByTestId(`stage-name-${index}`);
  }

  /** The button of a job in its stage card (it reads the job's name). */
  jobButton(stageIndex: number, jobIndex: number): Locator {
    return this.page.getByTestId(`stage-${stageIndex}-job-${jobIndex}`);
  }

  /** Adds a stage at the end, names it and answers its index. */
  async addStage(name: string): Promise<number> {
    const index = await this.stages().count();
    await this.addStageButton.click();
    await expect(this.stages()).toHaveCount(index + 1);
    await this.stageName(index).fill(name);
    return index;
  }

  /** Adds a job to a stage through the job form and saves it (the form checks it then). */
  async addJob(stageIndex: number, job: EditorJob): Promise<void> {
    const jobIndex = await this.page.locator(`[data-testid^="stage-${stageIndex}-job-"]`).count();
    await this.page.getByTestId(`stage-add-job-${stageIndex}`).click();
    await expect(this.jobForm.getByTestId('job-name')).toHaveValue('');
    await this.jobForm.getByTestId('job-name').fill(job.name);
    await this.jobForm.getByTestId('job-step-script-0').fill(job.script);
    await this.jobForm.getByTestId('job-save').click();
    await expect(this.jobButton(stageIndex, jobIndex)).toHaveText(job.name);
  }

  /** Turns on the stage's manual approval with one reviewer, found by searching the account. */
  async requireApproval(stageIndex: number, reviewer: string): Promise<void> {
    const approval = this.page.getByTestId(`stage-approval-${stageIndex}`);
    await approval.click();
    await expect(approval).toHaveAttribute('aria-checked', 'true');
    const reviewers = this.page.getByTestId(`stage-approvers-${stageIndex}`);
    await chooseOption(this.page, reviewers, exactly(reviewer), reviewer);
    // a multiple select keeps its popup open over the page until something else is clicked
    await this.stageName(stageIndex).click();
    await expect(this.page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  }
}

/** A reviewer option's whole text: `<account>` or `<name> (<account>)`. */
function exactly(account: string): RegExp {
  return new RegExp(`^(.* \\()?${account.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\)?$`);
}
