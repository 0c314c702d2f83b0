import type { MessageKey } from '@slipway/contracts';
import { Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { translateMessage } from '../../i18n/translateMessage';
import { confirmsDeletion } from './confirmsDeletion';

export interface TypeNameToDeleteDialogProps {
  name: string;
  open: boolean;
  onClose: () => void;
  /** runs once the typed name matches */
  onConfirmed: () => void;
  pending: boolean;
  title: string;
  warning: string;
  okText: string;
  cancelText: string;
  /** the refusal when the typed name differs ('project name mismatch', 'workflow name mismatch') */
  mismatchMessage: MessageKey;
  /** test ids become `<prefix>-confirm`, `<prefix>-submit` and `<prefix>-mismatch` */
  testIdPrefix: string;
}

/** Deleting something that matters asks for its name typed out (spec §5) and refuses a mismatch. */
export function TypeNameToDeleteDialog(props: TypeNameToDeleteDialogProps) {
  const [typed, setTyped] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const confirm = () => {
    if (!confirmsDeletion(typed, props.name)) {
      setMismatch(true);
      return;
    }
    props.onConfirmed();
  };
  return (
    <Modal
      open={props.open}
      title={props.title}
      okText={props.okText}
      cancelText={props.cancelText}
      okButtonProps={{
        danger: true,
        loading: props.pending,
        ...{ 'data-testid': `${props.testIdPrefix}-submit` },
      }}
      onOk={confirm}
      onCancel={props.onClose}
      afterClose={() => {
        setTyped('');
        setMismatch(false);
      }}
    >
      <Typography.Paragraph>{props.warning}</Typography.Paragraph>
      <Input
        data-testid={`${props.testIdPrefix}-confirm`}
        value={typed}
        status={mismatch ? 'error' : undefined}
        placeholder={props.name}
        onChange={(event) => {
          setTyped(event.target.value);
          setMismatch(false);
        }}
        onPressEnter={confirm}
      />
      {mismatch && (
        <Typography.Text type="danger" data-testid={`${props.testIdPrefix}-mismatch`}>
          {translateMessage(props.mismatchMessage)}
        </Typography.Text>
      )}
    </Modal>
  );
}
