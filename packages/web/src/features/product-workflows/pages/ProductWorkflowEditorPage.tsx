import { useQuery } from '@tanstack/react-query';
import { Flex, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { ProductWorkflowEditor } from '../editor/ProductWorkflowEditor';
import { editableProductWorkflow, newProductWorkflow } from '../editor/productDraft';
import { productPresetQuery, productWorkflowQuery } from '../productQueries';

/** /workflows/product/create and /workflows/product/edit/:name, both with ?projectName=. */
export function ProductWorkflowEditorPage() {
  const { t } = useTranslation();
  const name = useParams().name ?? '';
  const project = useSearchParams()[0].get('projectName') ?? '';
  const editing = name !== '';
  const presets = useQuery(productPresetQuery(project));
  const stored = useQuery(productWorkflowQuery(project, name));

  if (project === '') return <Result status="warning" title={t('productWorkflow.noProject')} />;
  if (presets.isPending || (editing && stored.isPending)) {
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin size="large" data-testid="pwf-loading" />
      </Flex>
    );
  }
  if (editing && !stored.data) return <Result status="warning" title={t('productWorkflow.notFound')} />;
  const initial =
    editing && stored.data
      ? editableProductWorkflow(stored.data, presets.data ?? [])
      : newProductWorkflow(project, presets.data ?? []);
  return <ProductWorkflowEditor key={`${project}/${name}`} initial={initial} editing={editing} />;
}
