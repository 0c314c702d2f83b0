import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';

/** The primary 'create' button above an admin list. */
export function CreateButton({
  testId,
  label,
  onClick,
}: {
  testId: string;
  label: string;
  onClick: () => void;
}) {
  return (
    <Button data-testid={testId} type="primary" icon={<PlusOutlined />} onClick={onClick}>
      {label}
    </Button>
  );
}
