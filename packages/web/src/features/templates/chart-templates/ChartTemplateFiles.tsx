import { FileOutlined, FolderOutlined } from '@ant-design/icons';
import { StreamLanguage } from '@codemirror/language';
import { yaml } from '@codemirror/legacy-modes/mode/yaml';
import CodeMirror from '@uiw/react-codemirror';
import { Alert, Card, Empty, Flex, Spin, Tree, type TreeDataNode } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ChartTreeNode, chartFileTree } from './chartFileTree';
import type { ChartTemplateDetail } from './chartTemplates.api';
import { useChartTemplateFile } from './useChartTemplates';

const yamlLanguage = [StreamLanguage.define(yaml)];

const toTreeData = (nodes: ChartTreeNode[]): TreeDataNode[] =>
  nodes.map((node) => ({
    key: node.key,
    title: <span data-testid={`chart-file-${node.key}`}>{node.title}</span>,
    isLeaf: node.isLeaf,
    icon: node.isLeaf ? <FileOutlined /> : <FolderOutlined />,
    children: node.children && toTreeData(node.children),
  }));

/** The template's files as a tree; the chosen file's text is shown read-only (re-import to change it). */
export function ChartTemplateFiles({ name, files }: { name: string; files: ChartTemplateDetail['files'] }) {
  const { t } = useTranslation();
  const treeData = useMemo(() => toTreeData(chartFileTree(files)), [files]);
  const [chosen, setChosen] = useState<string>();
  const content = useChartTemplateFile(name, chosen);
  let viewer: React.ReactNode;
  if (!chosen) viewer = <Empty description={t('chartTemplates.chooseFile')} />;
  else if (content.isPending) viewer = <Spin data-testid="chart-file-loading" />;
  else if (content.isError) viewer = <Alert type="error" showIcon title={t('chartTemplates.fileFailed')} />;
  else
    viewer = (
      <div data-testid="chart-file-content" style={{ border: '1px solid #d9d9d9', borderRadius: 6 }}>
        <CodeMirror
          value={content.data}
          editable={false}
          readOnly
          minHeight="320px"
          maxHeight="560px"
          extensions={yamlLanguage}
          basicSetup={{ autocompletion: false }}
        />
      </div>
    );
  if (files.length === 0) return <Empty description={t('chartTemplates.noFiles')} />;
  return (
    <Flex gap={16} align="start">
      <Card size="small" style={{ width: 260, flexShrink: 0 }}>
        <Tree
          showIcon
          defaultExpandAll
          data-testid="chart-file-tree"
          treeData={treeData}
          selectedKeys={chosen ? [chosen] : []}
          onSelect={(_keys, { node }) => {
            if (node.isLeaf) setChosen(String(node.key));
          }}
        />
      </Card>
      <div style={{ flex: 1, minWidth: 0 }}>{viewer}</div>
    </Flex>
  );
}
