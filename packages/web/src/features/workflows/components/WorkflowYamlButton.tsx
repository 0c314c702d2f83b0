import { CodeOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Modal, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { workflowYamlQuery } from '../hooks/workflowQueries';

/** Shows the workflow's definition as the server writes it in YAML. */
export function WorkflowYamlButton({ workflow }: { workflow: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const yaml = useQuery({ ...workflowYamlQuery(workflow), enabled: open });
  return (
    <>
      <Button icon={<CodeOutlined />} data-testid="workflow-yaml" onClick={() => setOpen(true)}>
        {t('workflow.yaml')}
      </Button>
      <Modal
        open={open}
        title={t('workflow.yaml.title', { name: workflow })}
        footer={null}
        width={800}
        onCancel={() => setOpen(false)}
      >
        {yaml.isPending ? (
          <Flex justify="center" style={{ padding: 24 }}>
            <Spin />
          </Flex>
        ) : (
          <pre
            data-testid="workflow-yaml-text"
            style={{ maxHeight: '70vh', overflow: 'auto', fontSize: 12, margin: 0, whiteSpace: 'pre' }}
          >
            {yaml.data}
          </pre>
        )}
      </Modal>
    </>
  );
}
