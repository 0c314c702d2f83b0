import { resourceRequestKinds, resourceSpecSchema } from '@slipway/contracts';
import { Flex, Form, Input, InputNumber, Select, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../components/form/zodRule';
import { useClusters } from '../../system/clusters/useClusters';
import { installKey } from '../buildForm';
import type { BasicImage, InstallPackage } from '../builds.api';

const MAX_BUILD_MINUTES = 7 * 24 * 60;

/** Build image, packages, resources, timeout and cache of a build. */
export function BuildEnvFields({
  images,
  installs,
}: {
  images: readonly BasicImage[];
  installs: readonly InstallPackage[];
}) {
  const { t } = useTranslation();
  const resReq = Form.useWatch('res_req');
  const clusters = useClusters();
  // as in every cluster picker, only clusters that take jobs now are offered
  const clusterOptions = (clusters.data ?? [])
    .filter((cluster) => cluster.status === 'normal')
    .map((cluster) => ({ value: cluster.id, label: cluster.local ? t('cluster.localName') : cluster.name }));
  const cacheEnabled = Form.useWatch('cache_enable');
  const cacheDirType = Form.useWatch('cache_dir_type');
  return (
    <>
      <Flex gap={16} wrap>
        <Form.Item name="image_id" label={t('builds.image')} required style={{ minWidth: 260 }}>
          <Select
            data-testid="build-image"
            placeholder={t('builds.imagePlaceholder')}
            options={images.map((image) => ({ value: image.id, label: image.label || image.value }))}
          />
        </Form.Item>
        <Form.Item name="installs" label={t('builds.installs')} style={{ minWidth: 320 }}>
          <Select
            mode="multiple"
            data-testid="build-installs"
            options={installs.map((install) => ({
              value: installKey(install),
              label: `${install.name} ${install.version}`,
            }))}
          />
        </Form.Item>
      </Flex>
      <Flex gap={16} wrap align="start">
        <Form.Item name="cluster_id" label={t('cluster.picker')}>
          <Select
            data-testid="build-cluster"
            style={{ width: 220 }}
            loading={clusters.isFetching}
            options={clusterOptions}
          />
        </Form.Item>
        <Form.Item name="res_req" label={t('builds.resources')}>
          <Select
            data-testid="build-res-req"
            style={{ width: 220 }}
            options={resourceRequestKinds.map((kind) => ({
              value: kind,
              label: t(`builds.resources.${kind}`),
            }))}
          />
        </Form.Item>
        {resReq === 'define' && (
          <>
            <Form.Item
              name="cpu_limit"
              label={t('builds.cpu')}
              rules={[zodRule(resourceSpecSchema.shape.cpu_limit)]}
            >
              <InputNumber data-testid="build-cpu" style={{ width: 160 }} suffix="m" />
            </Form.Item>
            <Form.Item
              name="memory_limit"
              label={t('builds.memory')}
              rules={[zodRule(resourceSpecSchema.shape.memory_limit)]}
            >
              <InputNumber data-testid="build-memory" style={{ width: 160 }} suffix="Mi" />
            </Form.Item>
            <Form.Item name="gpu_limit" label={t('builds.gpu')} extra={t('builds.gpuHint')}>
              <Input data-testid="build-gpu" style={{ width: 220 }} />
            </Form.Item>
          </>
        )}
        <Form.Item
          name="timeout"
          label={t('builds.timeout')}
          rules={[{ required: true, type: 'number', min: 1, max: MAX_BUILD_MINUTES }]}
        >
          <InputNumber
            data-testid="build-timeout"
            min={1}
            max={MAX_BUILD_MINUTES}
            precision={0}
            suffix={t('builds.minutes')}
            style={{ width: 170 }}
          />
        </Form.Item>
      </Flex>
      <Flex gap={16} wrap align="center" style={{ marginBottom: 16 }}>
        <Flex gap={6} align="center">
          <Form.Item name="cache_enable" valuePropName="checked" noStyle>
            <Switch size="small" data-testid="build-cache" />
          </Form.Item>
          <Typography.Text>{t('builds.cache')}</Typography.Text>
        </Flex>
        {cacheEnabled && (
          <Form.Item name="cache_dir_type" noStyle>
            <Select
              data-testid="build-cache-dir-type"
              style={{ width: 200 }}
              options={[
                { value: 'workspace', label: t('builds.cacheWorkspace') },
                { value: 'user_defined', label: t('builds.cacheUserDir') },
              ]}
            />
          </Form.Item>
        )}
        {cacheEnabled && cacheDirType === 'user_defined' && (
          <Form.Item name="cache_user_dir" noStyle>
            <Input
              data-testid="build-cache-dir"
              style={{ width: 260 }}
              placeholder={t('builds.cacheUserDirPlaceholder')}
            />
          </Form.Item>
        )}
      </Flex>
    </>
  );
}
