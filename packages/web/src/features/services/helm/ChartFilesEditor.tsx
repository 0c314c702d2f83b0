import { FileOutlined, FolderOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Flex, Spin, Tree, type TreeDataNode } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TemplateContentEditor } from '../../templates/TemplateContentEditor';
import type { HelmFileEntry } from '../services.api';
import { useProjectServicesApi, useServiceMutation } from '../useServices';

type FileNode = TreeDataNode & { entry: HelmFileEntry };

/** A folder's path as the portal sends it: `{parent}/{name}`, so a root folder is `/templates`. */
const pathOf = (entry: HelmFileEntry) => `${entry.parent}/${entry.name}`;
const toNodes = (entries: HelmFileEntry[]): FileNode[] =>
  entries.map((entry) => ({
    key: `${entry.parent}/${entry.name}`,
    title: entry.name,
    isLeaf: !entry.is_dir,
    icon: entry.is_dir ? <FolderOutlined /> : <FileOutlined />,
    entry,
  }));
const withChildren = (nodes: FileNode[], key: React.Key, children: FileNode[]): FileNode[] =>
  nodes.map((node) =>
    node.key === key
      ? { ...node, children }
      : { ...node, children: node.children && withChildren(node.children as FileNode[], key, children) },
  );

/** A chart's file tree (folders open on demand) and the chosen file's text, edited and saved. */
export function ChartFilesEditor({ serviceName }: { serviceName: string }) {
  const { t } = useTranslation();
  const { projectName, api } = useProjectServicesApi();
  const queryClient = useQueryClient();
  const [tree, setTree] = useState<FileNode[]>();
  const [file, setFile] = useState<HelmFileEntry>();
  const [edited, setEdited] = useState<string>();
  const root = useQuery({
    queryKey: ['helm-files', projectName, serviceName, ''],
    queryFn: ({ signal }) => api.helmFiles(serviceName, '', signal),
  });
  const contentKey = ['helm-file', projectName, serviceName, file?.parent, file?.name];
  const content = useQuery({
    queryKey: contentKey,
    queryFn: ({ signal }) => api.helmFileContent(serviceName, file as HelmFileEntry, signal),
    enabled: Boolean(file),
  });
  const save = useServiceMutation(
    (text: string) =>
      api.helmSaveFiles({
        helm_service_infos: [
          {
            service_name: serviceName,
            file_path: file?.parent ?? '',
            file_name: file?.name ?? '',
            file_content: text,
          },
        ],
      }),
    'services.saved',
    () => void queryClient.invalidateQueries({ queryKey: contentKey }),
  );
  const nodes = tree ?? toNodes(root.data ?? []);
  const loadFolder = async (node: FileNode) => {
    if (node.isLeaf || node.children) return;
    const children = toNodes(await api.helmFiles(serviceName, pathOf(node.entry)));
    setTree(withChildren(nodes, node.key, children));
  };

  return (
    <Flex gap={16} align="start">
      <Card size="small" title={t('services.helm.files')} style={{ width: 260, flexShrink: 0 }}>
        {root.isPending ? (
          <Spin />
        ) : nodes.length === 0 ? (
          <Empty description={t('services.helm.filesEmpty')} />
        ) : (
          <Tree<FileNode>
            data-testid="helm-file-tree"
            showIcon
            treeData={nodes}
            loadData={loadFolder}
            titleRender={(node) => (
              <span data-testid={`helm-file-${node.entry.name}`}>{node.entry.name}</span>
            )}
            onSelect={(_, { node }) => {
              if (!node.isLeaf) return;
              setFile(node.entry);
              setEdited(undefined);
            }}
          />
        )}
      </Card>
      <Card
        size="small"
        style={{ flex: 1, minWidth: 0 }}
        title={file ? `${file.parent ? `${file.parent}/` : ''}${file.name}` : t('services.helm.pickFile')}
        extra={
          file && (
            <Button
              data-testid="helm-file-save"
              type="primary"
              disabled={edited === undefined}
              loading={save.isPending}
              onClick={() => save.mutate(edited ?? '')}
            >
              {t('common.save')}
            </Button>
          )
        }
      >
        {file && content.isPending && <Spin />}
        {file && content.data !== undefined && (
          <TemplateContentEditor kind="k8s-yaml" value={edited ?? content.data} onChange={setEdited} />
        )}
      </Card>
    </Flex>
  );
}
