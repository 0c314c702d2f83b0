import { CREDENTIAL_MASK, type EnvVar } from '@slipway/contracts';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Button, Form } from 'antd';
import { describe, expect, it } from 'vitest';
import { chooseOption, typeInto } from '../../test/formActions';
import { VariableListEditor } from './VariableListEditor';

interface Values {
  job: { envs: EnvVar[] };
}

/** The editor in a form of its own; `submitted` receives the whole store after a valid submit. */
function Harness({
  envs,
  submitted,
  withChoices,
}: {
  envs: EnvVar[];
  submitted: Values[];
  withChoices: boolean;
}) {
  const [form] = Form.useForm<Values>();
  return (
    <Form<Values>
      form={form}
      initialValues={{ job: { envs } }}
      onFinish={() => submitted.push(form.getFieldsValue(true))}
    >
      <VariableListEditor
        name={['job', 'envs']}
        title="Variables"
        testIdPrefix="var"
        addTestId="var-add"
        withChoices={withChoices}
      />
      <Button htmlType="submit" data-testid="submit">
        submit
      </Button>
    </Form>
  );
}

const renderEditor = (envs: EnvVar[], submitted: Values[], withChoices = false) =>
  render(<Harness envs={envs} submitted={submitted} withChoices={withChoices} />);

const variable = (key: string, value: string, extra: Partial<EnvVar> = {}): EnvVar => ({
  key,
  value,
  type: 'string',
  choice_option: [],
  is_credential: false,
  ...extra,
});
const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;

// antd's first render in jsdom takes seconds
describe('VariableListEditor', { timeout: 20_000 }, () => {
  it('adds a variable and refuses a key the contracts rule rejects', async () => {
    const submitted: Values[] = [];
    renderEditor([], submitted);
    fireEvent.click(screen.getByTestId('var-add'));
    typeInto('var-key-0', '1st');
    typeInto('var-value-0', 'x');
    fireEvent.click(screen.getByTestId('submit'));
    expect(
      await screen.findByText(
        'Variable names hold letters, digits and underscores and do not start with a digit',
      ),
    ).toBeTruthy();
    expect(submitted).toEqual([]);

    typeInto('var-key-0', 'FIRST');
    fireEvent.click(screen.getByTestId('submit'));
    await waitFor(() => expect(submitted).toEqual([{ job: { envs: [variable('FIRST', 'x')] } }]));
  });

  it('keeps a stored secret masked unless retyped, and removes a row', async () => {
    const submitted: Values[] = [];
    renderEditor(
      [variable('TOKEN', CREDENTIAL_MASK, { is_credential: true }), variable('MODE', 'fast')],
      submitted,
    );
    expect(input('var-value-0').type).toBe('password');
    expect(input('var-value-0').value).toBe('');
    expect(input('var-value-1').type).toBe('text');
    fireEvent.click(screen.getByTestId('var-remove-1'));
    fireEvent.click(screen.getByTestId('submit'));
    await waitFor(() =>
      expect(submitted).toEqual([
        { job: { envs: [variable('TOKEN', CREDENTIAL_MASK, { is_credential: true })] } },
      ]),
    );
  });

  it('turns a secret into a choice among options, which is never secret', async () => {
    const submitted: Values[] = [];
    renderEditor([variable('MODE', 'fast', { is_credential: true })], submitted, true);
    expect(screen.queryByTestId('var-options-0')).toBeNull();
    await chooseOption('var-type-0', 'Choice');
    const secret = await screen.findByTestId('var-secret-0');
    await waitFor(() => expect(secret.getAttribute('aria-checked')).toBe('false'));
    expect((secret as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('var-options-0')).toBeTruthy();
    expect(input('var-value-0').type).toBe('text');
    fireEvent.click(screen.getByTestId('submit'));
    await waitFor(() =>
      expect(submitted).toEqual([{ job: { envs: [variable('MODE', 'fast', { type: 'choice' })] } }]),
    );
  });

  it('offers no choice type unless asked to', () => {
    renderEditor([variable('MODE', 'fast')], []);
    expect(screen.queryByTestId('var-type-0')).toBeNull();
    expect(screen.getByText('Secret')).toBeTruthy();
  });
});
