import type { ComponentType } from 'react';
import { BuildJobForm } from './buildJob/BuildJobForm';
import type { JobDraft, JobValues } from './draft';
import { PluginJobForm } from './pluginJob/PluginJobForm';
import { ScanJobForm } from './testJobs/ScanJobForm';
import { TestJobForm } from './testJobs/TestJobForm';
import type { TypedJobFormProps as SpecFormProps } from './useTypedJob';

export interface TypedJobFormProps {
  project: string;
  job: JobDraft;
  nameTaken: (name: string) => boolean;
  onChange: () => void;
  onSave: (values: JobValues) => string | undefined;
  onClose: () => void;
}

type DraftSpecForm = ComponentType<SpecFormProps<unknown>>;
/** A draft keeps a typed job's spec as its type's form last saved it, so the form takes it as its own. */
const forSpec = <Spec,>(form: ComponentType<SpecFormProps<Spec>>) => form as unknown as DraftSpecForm;

/** Each job type with a form of its own. */
const formsByType = new Map<string | undefined, DraftSpecForm>([
  ['zadig-build', forSpec(BuildJobForm)],
  ['zadig-test', forSpec(TestJobForm)],
  ['zadig-scanning', forSpec(ScanJobForm)],
  ['plugin', forSpec(PluginJobForm)],
]);

/** The form of a job whose type has a form of its own (not freestyle). */
export function TypedJobForm({ project, job, nameTaken, onChange, onSave, onClose }: TypedJobFormProps) {
  const SpecForm = formsByType.get(job.type);
  if (!SpecForm) return null;
  return (
    <SpecForm
      project={project}
      job={{ name: job.name, spec: job.spec, saved: job.saved }}
      nameTaken={nameTaken}
      onChange={onChange}
      onSave={({ name, spec }) => onSave({ ...job, name, spec })}
      onClose={onClose}
    />
  );
}
