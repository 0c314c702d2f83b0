import {
  type Codehost,
  type CodehostBody,
  type CodehostType,
  codehostAuthTypes,
  codehostFixedAddress,
  codehostTypes,
} from '@slipway/contracts';
import { Alert, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../components/FormModal';
import { oauthCallbackUrl, oauthTypes } from '../codehosts.api';
import { useSaveCodehost } from '../useCodehosts';

type Field = keyof CodehostBody;
/** The fields the portal's form asks for each kind of host (`other` by its authentication). */
const fieldsOf = (type: CodehostType, authType: string): Field[] => {
  switch (type) {
    case 'gitlab':
      return ['address', 'application_id', 'client_secret'];
    case 'github':
    case 'gitee':
      return ['application_id', 'client_secret'];
    case 'gerrit':
      return ['address', 'username', 'password'];
    case 'other':
      return ['auth_type', 'address', authType === 'SSH' ? 'ssh_key' : 'private_access_token'];
  }
};
const secretFields: ReadonlyArray<Field> = ['client_secret', 'password', 'private_access_token'];
type FieldLabel = 'settings.codehost.address';
const emptyBody: CodehostBody = {
  type: 'gitlab',
  address: '',
  alias: '',
  name: '',
  region: '',
  application_id: '',
  client_secret: '',
  username: '',
  password: '',
  access_token: '',
  auth_type: '',
  ssh_key: '',
  private_access_token: '',
  enable_proxy: false,
};

/** The fields of the chosen kind; the form is read from its context, so they follow every change. */
function CodehostFields() {
  const { t } = useTranslation();
  const form = Form.useFormInstance<CodehostBody>();
  const type = (Form.useWatch('type', form) ?? emptyBody.type) as CodehostType;
  const authType = Form.useWatch('auth_type', form) ?? '';
  const shown = fieldsOf(type, authType);
  return (
    <>
      <Form.Item name="type" label={t('settings.codehost.type')} required>
        <Select
          data-testid="codehost-type"
          options={codehostTypes.map((value) => ({ value, label: value }))}
        />
      </Form.Item>
      {shown.map((field) => (
        <Form.Item key={field} name={field} label={t(`settings.codehost.${field}` as FieldLabel)} required>
          {field === 'auth_type' ? (
            <Select
              data-testid="codehost-auth_type"
              options={codehostAuthTypes.map((value) => ({ value, label: value }))}
            />
          ) : field === 'ssh_key' ? (
            <Input.TextArea data-testid="codehost-ssh_key" rows={4} />
          ) : secretFields.includes(field) ? (
            <Input.Password data-testid={`codehost-${field}`} autoComplete="new-password" />
          ) : (
            <Input data-testid={`codehost-${field}`} autoComplete="off" />
          )}
        </Form.Item>
      ))}
      <Form.Item name="alias" label={t('settings.codehost.alias')}>
        <Input data-testid="codehost-alias" autoComplete="off" />
      </Form.Item>
      {oauthTypes.includes(type) && (
        <Alert
          data-testid="codehost-callback"
          type="info"
          title={t('settings.codehost.callbackHint', { url: oauthCallbackUrl(window.location.origin) })}
        />
      )}
    </>
  );
}

/** Adds or edits a code host; the fields of other kinds go as '', the way the portal sends them. */
export function CodehostFormModal({
  editing,
  onClose,
}: {
  editing: Codehost | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveCodehost(editing, onClose);
  const initial: CodehostBody = editing
    ? (Object.fromEntries(Object.keys(emptyBody).map((key) => [key, editing[key as Field]])) as CodehostBody)
    : emptyBody;
  const submit = (values: CodehostBody) => {
    const body: CodehostBody = {
      ...emptyBody,
      type: values.type,
      alias: values.alias ?? '',
      enable_proxy: initial.enable_proxy,
      access_token: initial.access_token,
    };
    for (const field of fieldsOf(values.type, values.auth_type ?? ''))
      Object.assign(body, { [field]: values[field] ?? '' });
    save.mutate({ ...body, address: codehostFixedAddress[values.type] ?? body.address });
  };
  return (
    <FormModal<CodehostBody>
      title={editing ? t('settings.codehost.edit') : t('settings.codehost.add')}
      submitTestId="codehost-submit"
      pending={save.isPending}
      initialValues={initial}
      onClose={onClose}
      onSubmit={submit}
      width={600}
    >
      <CodehostFields />
    </FormModal>
  );
}
