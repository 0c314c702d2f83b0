import type { ZadigBuildSpec, ZadigScanningSpec, ZadigTestSpec } from '@slipway/contracts';
import { BuildJobForm } from './buildJob/BuildJobForm';
import type { JobDraft, JobValues } from './draft';
import { ScanJobForm } from './testJobs/ScanJobForm';
import { TestJobForm } from './testJobs/TestJobForm';

export interface TypedJobFormProps {
  project: string;
  job: JobDraft;
  nameTaken: (name: string) => boolean;
  onChange: () => void;
  onSave: (values: JobValues) => string | undefined;
  onClose: () => void;
}

/** The form of a job whose type has a form of its own (not freestyle). */
export function TypedJobForm({ project, job, nameTaken, onChange, onSave, onClose }: TypedJobFormProps) {
  switch (job.type) {
    case 'zadig-build':
      return (
        <BuildJobForm
          project={project}
          job={{ name: job.name, spec: job.spec as ZadigBuildSpec, saved: job.saved }}
          nameTaken={nameTaken}
          onChange={onChange}
          onSave={({ name, spec }) => onSave({ ...job, name, spec })}
          onClose={onClose}
        />
      );
    case 'zadig-test':
      return (
        <TestJobForm
          project={project}
          job={{ name: job.name, spec: job.spec as ZadigTestSpec, saved: job.saved }}
          nameTaken={nameTaken}
          onChange={onChange}
          onSave={({ name, spec }) => onSave({ ...job, name, spec })}
          onClose={onClose}
        />
      );
    case 'zadig-scanning':
      return (
        <ScanJobForm
          project={project}
          job={{ name: job.name, spec: job.spec as ZadigScanningSpec, saved: job.saved }}
          nameTaken={nameTaken}
          onChange={onChange}
          onSave={({ name, spec }) => onSave({ ...job, name, spec })}
          onClose={onClose}
        />
      );
    default:
      return null;
  }
}
