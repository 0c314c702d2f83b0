import { EditOutlined } from '@ant-design/icons';
import { Button, Input, Popover, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface ContainerImageTagProps {
  container: string;
  image: string;
  saving: boolean;
  onChange: (image: string) => Promise<unknown>;
}

/** A container's image, changeable in place; an empty image is not sent. */
export function ContainerImageTag({ container, image, saving, onChange }: ContainerImageTagProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(image);
  const submit = () =>
    onChange(draft.trim())
      .then(() => setOpen(false))
      .catch(() => undefined);
  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setDraft(image);
      }}
      trigger="click"
      title={t('envs.changeImage', { container })}
      content={
        <Space.Compact style={{ width: 420 }}>
          <Input
            data-testid={`image-input-${container}`}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onPressEnter={submit}
          />
          <Button
            type="primary"
            loading={saving}
            disabled={draft.trim() === '' || draft.trim() === image}
            data-testid={`image-save-${container}`}
            onClick={submit}
          >
            {t('envs.save')}
          </Button>
        </Space.Compact>
      }
    >
      <Tag data-testid={`image-${container}`} style={{ cursor: 'pointer' }}>
        {`${container}: ${image}`} <EditOutlined />
      </Tag>
    </Popover>
  );
}
