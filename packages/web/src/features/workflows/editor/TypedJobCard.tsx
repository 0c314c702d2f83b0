import { Flex, Form, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { JobCard, JobNameField } from './JobCard';

export interface TypedJobCardProps {
  title: string;
  form: FormInstance<{ name: string }>;
  name: string;
  saved: boolean;
  nameTaken: (name: string) => boolean;
  problem: string | undefined;
  onChange: () => void;
  onSave: () => void;
  onClose: () => void;
  /** fields of the job on the name's row */
  besideName?: ReactNode;
  children: ReactNode;
}

/** The form of a typed job: the job's frame with the name (a form field), then the job's own fields. */
export function TypedJobCard({
  title,
  form,
  name,
  saved,
  nameTaken,
  problem,
  onChange,
  onSave,
  onClose,
  besideName,
  children,
}: TypedJobCardProps) {
  return (
    <JobCard title={title} saved={saved} problem={problem} onSave={onSave} onClose={onClose}>
      <Form form={form} layout="vertical" initialValues={{ name }} onValuesChange={onChange}>
        <Flex gap={16} wrap>
          <JobNameField nameTaken={nameTaken} />
          {besideName}
        </Flex>
      </Form>
      {children}
    </JobCard>
  );
}
