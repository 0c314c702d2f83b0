import type { TranslationKey } from '../../../i18n/tKey';
import { emptyBuildJobSpec } from './buildJob/buildJobSpec';
import { emptyPluginJobSpec } from './pluginJob/pluginJobSpec';
import { emptyScanJobSpec, emptyTestJobSpec } from './testJobs/testJobSpec';

/** The job types the editor adds besides freestyle: the label of the add menu and a new job's spec. */
export interface TypedJobKind {
  type: string;
  label: TranslationKey;
  newSpec: () => unknown;
}

export const typedJobKinds: readonly TypedJobKind[] = [
  { type: 'zadig-build', label: 'buildJob.kindBuild', newSpec: emptyBuildJobSpec },
  { type: 'zadig-test', label: 'workflow.job.type.zadig-test', newSpec: emptyTestJobSpec },
  { type: 'zadig-scanning', label: 'workflow.job.type.zadig-scanning', newSpec: emptyScanJobSpec },
  { type: 'plugin', label: 'pluginJob.kind', newSpec: emptyPluginJobSpec },
];

export const newSpecOf = (type: string) => typedJobKinds.find((kind) => kind.type === type)?.newSpec();
