import {
  CUSTOM_CPU_MAX,
  CUSTOM_MEMORY_MAX,
  MAX_TEST_TIMEOUT_MINUTES,
  resourceRequestKinds,
} from '@slipway/contracts';
import { Flex, Form, InputNumber, Select } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type BasicImage, useAvailablePackages, useBasicImages } from '../environment.api';

/**
 * The image a job runs in: the field holds the image id; `onPick` hears the whole image. While the field
 * is empty, the image `preselect` names is chosen, as the portal's forms start with one.
 */
export function ImageField({
  name,
  imageType = '',
  preselect,
  onPick,
}: {
  name: NamePath;
  imageType?: '' | 'sonar';
  preselect?: (images: BasicImage[]) => BasicImage | undefined;
  onPick?: (image: BasicImage | undefined) => void;
}) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const images = useBasicImages(imageType);
  const chosen = Form.useWatch(name, form) as string | undefined;
  useEffect(() => {
    if (chosen || !images.data || !preselect) return;
    const image = preselect(images.data);
    if (!image) return;
    form.setFieldValue(name, image.id);
    onPick?.(image);
  }, [chosen, images.data, preselect, form, name, onPick]);
  return (
    <Form.Item
      name={name}
      label={t('tests.form.image')}
      rules={[{ required: true, message: t('tests.form.imageRequired') }]}
    >
      <Select
        data-testid="job-image"
        loading={images.isPending}
        style={{ maxWidth: 360 }}
        options={(images.data ?? []).map((image) => ({ value: image.id, label: image.label }))}
        onChange={(id) => onPick?.(images.data?.find((image) => image.id === id))}
        notFoundContent={t('tests.form.noImages')}
      />
    </Form.Item>
  );
}

/** Software packages installed before the script: `[{name, version}]` picked as `name@version`. */
export function PackagesField({ name }: { name: NamePath }) {
  const { t } = useTranslation();
  const packages = useAvailablePackages();
  const options = (packages.data ?? []).map((app) => ({
    value: `${app.name}@${app.version}`,
    label: `${app.name} ${app.version}`,
  }));
  return (
    <Form.Item
      name={name}
      label={t('tests.form.packages')}
      getValueProps={(installs?: { name: string; version: string }[]) => ({
        value: (installs ?? []).map((app) => `${app.name}@${app.version}`),
      })}
      normalize={(picked: string[]) =>
        picked.map((value) => {
          const at = value.lastIndexOf('@');
          return { name: value.slice(0, at), version: value.slice(at + 1) };
        })
      }
    >
      <Select
        mode="multiple"
        data-testid="job-packages"
        style={{ maxWidth: 480 }}
        options={options}
        loading={packages.isPending}
      />
    </Form.Item>
  );
}

/** Resource preset (high/medium/low/min) or a custom CPU (millicores) and memory (MiB). */
export function ResourceFields({ base }: { base: (string | number)[] }) {
  const { t } = useTranslation();
  return (
    <Flex gap={16} wrap>
      <Form.Item name={[...base, 'res_req']} label={t('tests.form.resources')}>
        <Select
          data-testid="job-resources"
          style={{ width: 200 }}
          options={resourceRequestKinds.map((kind) => ({ value: kind, label: t(`tests.resources.${kind}`) }))}
        />
      </Form.Item>
      <Form.Item noStyle dependencies={[[...base, 'res_req']]}>
        {({ getFieldValue }) =>
          getFieldValue([...base, 'res_req']) === 'define' && (
            <>
              <Form.Item
                name={[...base, 'res_req_spec', 'cpu_limit']}
                label={t('tests.form.cpu')}
                rules={[
                  {
                    required: true,
                    type: 'integer',
                    min: 1,
                    max: CUSTOM_CPU_MAX,
                    message: t('tests.form.cpuInvalid'),
                  },
                ]}
              >
                <InputNumber data-testid="job-cpu" min={1} max={CUSTOM_CPU_MAX} precision={0} suffix="m" />
              </Form.Item>
              <Form.Item
                name={[...base, 'res_req_spec', 'memory_limit']}
                label={t('tests.form.memory')}
                rules={[
                  {
                    required: true,
                    type: 'integer',
                    min: 1,
                    max: CUSTOM_MEMORY_MAX,
                    message: t('tests.form.memoryInvalid'),
                  },
                ]}
              >
                <InputNumber
                  data-testid="job-memory"
                  min={1}
                  max={CUSTOM_MEMORY_MAX}
                  precision={0}
                  suffix="MiB"
                />
              </Form.Item>
            </>
          )
        }
      </Form.Item>
    </Flex>
  );
}

/** A run's time limit in whole minutes (spec §9: build, test and scan timeouts are minutes). */
export function TimeoutField({
  name,
  label,
  testId,
}: {
  name: string | string[];
  label: string;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name={name}
      label={label}
      rules={[
        {
          required: true,
          type: 'integer',
          min: 1,
          max: MAX_TEST_TIMEOUT_MINUTES,
          message: t('tests.form.timeoutInvalid'),
        },
      ]}
    >
      <InputNumber
        data-testid={testId}
        min={1}
        max={MAX_TEST_TIMEOUT_MINUTES}
        precision={0}
        suffix={t('tests.minutes')}
      />
    </Form.Item>
  );
}
