import { type BuildTemplate, buildTemplateBodySchema } from '@slipway/contracts';
import { Alert, Card, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  type BuildFormValues,
  buildToValues,
  newBuildValues,
  problemsOf,
  valuesToBody,
} from '../builds/buildForm';
import { type BuildChoices, BuildForm } from '../builds/components/BuildForm';
import { useBuildSettings } from '../builds/useBuilds';
import { useBuildTemplate, useSaveBuildTemplate } from './useBuildTemplates';

/** A template is a build of no project and no service module. */
function templateBody(values: BuildFormValues, choices: BuildChoices) {
  const { product_name: _project, targets: _targets, ...body } = valuesToBody(values, '', choices.images);
  return body;
}

/** Creates a template (no id) or edits the template with `id`. */
export function BuildTemplateEditor({ id, onClose }: { id: string | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const template = useBuildTemplate(id);
  const settings = useBuildSettings();
  if (template.isError)
    return (
      <Alert
        type="error"
        showIcon
        data-testid="template-load-failed"
        title={t('buildTemplates.loadFailed')}
      />
    );
  const loading = (id && template.isPending) || settings.pending;
  return (
    <Card
      data-testid="template-editor"
      title={
        id
          ? t('buildTemplates.editTitle', { name: template.data?.name ?? '' })
          : t('buildTemplates.createTitle')
      }
    >
      {loading ? (
        <Spin />
      ) : (
        <TemplateForm
          key={`${id ?? ''}-${settings.images.length}`}
          id={id}
          template={template.data}
          choices={{ ...settings, targets: [] }}
          onDone={onClose}
        />
      )}
    </Card>
  );
}

interface TemplateFormProps {
  id: string | undefined;
  template: BuildTemplate | undefined;
  choices: BuildChoices;
  onDone: () => void;
}

function TemplateForm({ id, template, choices, onDone }: TemplateFormProps) {
  const save = useSaveBuildTemplate(id, onDone);
  return (
    <BuildForm
      variant="template"
      initialValues={template ? buildToValues(template, choices.images) : newBuildValues(choices.images)}
      nameLocked={false}
      choices={choices}
      check={(values) => problemsOf(buildTemplateBodySchema, templateBody(values, choices))}
      onSave={(values) => save.mutate(buildTemplateBodySchema.parse(templateBody(values, choices)))}
      pending={save.isPending}
      onCancel={onDone}
    />
  );
}
