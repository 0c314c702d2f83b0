import { Form } from 'antd';
import { useState } from 'react';
import type { z } from 'zod';
import { fieldsValid } from '../../../components/form/fieldsValid';
import { issueMessageKey } from '../../../components/form/zodRule';
import { translateMessage } from '../../../i18n/translateMessage';
import type { TypedJobCardProps } from './TypedJobCard';

/** What the editor hands a typed job's form. */
export interface TypedJobFormProps<Spec> {
  project: string;
  job: { name: string; spec: Spec; saved: boolean };
  nameTaken: (name: string) => boolean;
  onChange: () => void;
  /** stores the values; answers what is still wrong, if anything */
  onSave: (values: { name: string; spec: Spec }) => string | undefined;
  onClose: () => void;
}

/**
 * The state of a typed job's form: its spec, edited outside the name's form, and saving, which checks
 * the name field and then the spec with its contracts schema. `problemOf` may tell a spec's problem in
 * the job's own words; otherwise the schema's message is shown.
 */
export function useTypedJob<Spec>(
  { job, nameTaken, onChange, onSave, onClose }: TypedJobFormProps<Spec>,
  schema: z.ZodType<Spec>,
  problemOf?: (spec: Spec) => string | undefined,
) {
  const [form] = Form.useForm<{ name: string }>();
  const [spec, setSpec] = useState<Spec>(job.spec);
  const [problem, setProblem] = useState<string>();

  const change = (next: Spec) => {
    setSpec(next);
    setProblem(undefined);
    onChange();
  };

  const save = async () => {
    setProblem(undefined);
    if (!(await fieldsValid(form))) return;
    const parsed = schema.safeParse(spec);
    if (!parsed.success) {
      const key = issueMessageKey(parsed.error.issues) ?? 'validation.invalidType';
      setProblem(problemOf?.(spec) ?? translateMessage(key));
      return;
    }
    setProblem(onSave({ name: form.getFieldValue('name'), spec: parsed.data }));
  };

  const card: Omit<TypedJobCardProps, 'title' | 'children'> = {
    form,
    name: job.name,
    saved: job.saved,
    nameTaken,
    problem,
    onChange,
    onSave: () => void save(),
    onClose,
  };
  return { spec, change, card };
}
