import type { TestBody } from '@slipway/contracts';
import type { RepoRow } from '../../components/RepoSelect';

/** A repository of a test, as the repository picker holds it. */
export type TestRepo = Partial<RepoRow>;

/** A test as the form edits it: the contracts' test object with repositories as the picker holds them. */
export type TestDraft = Omit<TestBody, 'repos'> & { repos: TestRepo[] };

/** The answer of a run: the run's workflow (`{test}-job`) and task. */
export interface RunTestAnswer {
  pipeline_name: string;
  task_id: number;
}

/** A run of a test as its task page reads it (the portal's test task: times in unix seconds). */
export interface TestTask {
  task_id: number;
  pipeline_name: string;
  status: string;
  task_creator: string;
  task_revoker: string;
  create_time: number;
  start_time: number;
  end_time: number;
  error: string;
}
