import type { TranslationKey } from '../../../i18n/tKey';
import { emptyBuildJobSpec } from './buildJob/buildJobSpec';

/** The job types the editor adds besides freestyle: the label of the add menu and a new job's spec. */
export interface TypedJobKind {
  type: string;
  label: TranslationKey;
  newSpec: () => unknown;
}

export const typedJobKinds: readonly TypedJobKind[] = [
  { type: 'zadig-build', label: 'buildJob.kindBuild', newSpec: emptyBuildJobSpec },
];

export const newSpecOf = (type: string) => typedJobKinds.find((kind) => kind.type === type)?.newSpec();
