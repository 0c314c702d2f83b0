import {
  type LibraryTemplateBody,
  type LibraryTemplateKind,
  libraryTemplateBodySchema,
} from '@slipway/contracts';
import { Form, Input, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../components/form/zodRule';
import { FormModal } from '../system/components/FormModal';
import { TemplateContentEditor } from './TemplateContentEditor';
import { TemplateVariables } from './TemplateVariables';
import {
  useContentCheck,
  useLibraryTemplate,
  useSaveLibraryTemplate,
  useTemplateReferences,
} from './useLibraryTemplates';

const fields = libraryTemplateBodySchema.shape;
type FormValues = Pick<LibraryTemplateBody, 'name' | 'content'>;

interface EditorProps {
  kind: LibraryTemplateKind;
  /** the stored template, or undefined for a new one */
  id: string | undefined;
  onClose(): void;
}

/** Creates or edits a Dockerfile or K8s YAML template: name, content with highlighting, variables, where used. */
export function LibraryTemplateEditor({ kind, id, onClose }: EditorProps) {
  const { t } = useTranslation();
  const stored = useLibraryTemplate(kind, id);
  if (id && !stored.data) return <Spin data-testid="library-template-loading" />;
  return (
    <EditorForm
      kind={kind}
      id={id}
      onClose={onClose}
      title={
        stored.data
          ? t('libraryTemplates.editTitle', { name: stored.data.name })
          : t(`libraryTemplates.${kind}.create`)
      }
      initial={stored.data ?? { name: '', content: '', variable: [] }}
    />
  );
}

function EditorForm({
  kind,
  id,
  onClose,
  title,
  initial,
}: EditorProps & { title: string; initial: FormValues & { variable: LibraryTemplateBody['variable'] } }) {
  const { t } = useTranslation();
  const save = useSaveLibraryTemplate(kind, id, onClose);
  const [content, setContent] = useState(initial.content);
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries((initial.variable ?? []).map((v) => [v.key, v.value])),
  );
  const check = useContentCheck(kind, content);
  const references = useTemplateReferences(kind, id);
  // a Dockerfile's variables are what the saved file declares until the check reads the edited one
  const [variables, setVariables] = useState(initial.variable ?? []);
  useEffect(() => {
    if (kind === 'k8s-yaml' && check.data) setVariables(check.data.variables);
  }, [kind, check.data]);

  return (
    <FormModal<FormValues>
      title={title}
      width={960}
      submitTestId="library-template-submit"
      pending={save.isPending}
      initialValues={{ name: initial.name, content: initial.content }}
      onClose={onClose}
      onSubmit={(form) =>
        save.mutate({
          ...form,
          variable: variables.map((v) => ({ key: v.key, value: values[v.key] ?? v.value })),
        })
      }
    >
      <Form.Item name="name" label={t('libraryTemplates.name')} required rules={[zodRule(fields.name)]}>
        <Input data-testid="library-template-name" autoComplete="off" autoFocus />
      </Form.Item>
      <Form.Item
        name="content"
        label={t('libraryTemplates.content')}
        required
        rules={[zodRule(fields.content)]}
      >
        <TemplateContentEditor kind={kind} onChange={setContent} />
      </Form.Item>
      <TemplateVariables
        kind={kind}
        variables={variables}
        values={values}
        onValueChange={(key, value) => setValues((current) => ({ ...current, [key]: value }))}
        problem={check.data?.error ?? ''}
      />
      {id && (
        <Typography.Paragraph data-testid="library-template-references">
          {t('libraryTemplates.usedBy')}:{' '}
          {references.data?.length
            ? references.data.map((r) => Object.values(r).join('/')).join(', ')
            : t('libraryTemplates.notUsed')}
        </Typography.Paragraph>
      )}
    </FormModal>
  );
}
