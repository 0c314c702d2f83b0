import { generateKeyPairSync } from 'node:crypto';
import { chooseOption } from '../pages/AntSelect';
import { expect, test } from '../support/fixtures';
import { storeSessionOf } from '../support/session';

/** A real key the dialog takes (the host behind port 1 of loopback never answers, so it saves offline). */
const PEM = generateKeyPairSync('ed25519').privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();

test('the host dialog shows the http fields only for http/https and saves after switching back to tcp', async ({
  page,
  api,
  adminSession,
  feedback,
}) => {
  const name = `e2e_host_${Date.now()}`;
  await storeSessionOf(page, api, adminSession);
  await page.goto('/v1/system/host');
  const dialog = page.getByRole('dialog');
  const probeType = (type: string) => dialog.getByTestId('host-probe-type').getByText(type, { exact: true });
  const httpFields = ['host-probe-path', 'host-probe-port', 'host-probe-timeout'];
  const row = page.locator('tr').filter({ hasText: name });

  await test.step('a new host is added with an http probe', async () => {
    await page.getByTestId('host-create').click();
    await dialog.getByTestId('host-name').fill(name);
    await chooseOption(page, dialog.getByTestId('host-provider'), '其他');
    await dialog.getByTestId('host-user-name').fill('root');
    await dialog.getByTestId('host-ip').fill('127.0.0.1');
    await dialog.getByTestId('host-port').fill('1');
    await dialog.getByTestId('host-private-key').fill(PEM);
    await dialog.getByText('高级配置：主机探活').click();
    for (const field of httpFields) await expect(dialog.getByTestId(field)).toHaveCount(0);
    await probeType('http').click();
    for (const field of httpFields) await expect(dialog.getByTestId(field)).toBeVisible();
    await expect(dialog.getByTestId('host-probe-port')).toHaveValue('22');
    await expect(dialog.getByTestId('host-probe-timeout')).toHaveValue('1');
    await dialog.getByTestId('host-probe-port').fill('8080');
    await dialog.getByTestId('host-probe-path').fill('health');
    await dialog.getByTestId('host-probe-response-flag').check();
    await dialog.getByTestId('host-probe-success-text').fill('ok');
    await dialog.getByTestId('host-submit').click();
    await expect(feedback.message('主机信息添加成功')).toBeVisible();
    await expect(row).toBeVisible();
  });

  await test.step('edit: http → https keeps the details, tcp hides them, and the save works', async () => {
    await row.locator('[data-testid^="host-edit-"]').click();
    await dialog.getByText('高级配置：主机探活').click();
    await expect(dialog.getByTestId('host-probe-port')).toHaveValue('8080');
    await expect(dialog.getByTestId('host-probe-response-flag')).toBeChecked();
    await expect(dialog.getByTestId('host-probe-success-text')).toHaveValue('ok');
    await probeType('https').click();
    await expect(dialog.getByTestId('host-probe-port')).toHaveValue('8080');
    await probeType('tcp').click();
    for (const field of [...httpFields, 'host-probe-success-text'])
      await expect(dialog.getByTestId(field)).toHaveCount(0);
    await dialog.getByTestId('host-submit').click();
    await expect(feedback.message('主机信息更新成功')).toBeVisible();
    await expect(dialog).toHaveCount(0);
  });

  await test.step('reopened, the host probes by tcp; http starts again from the defaults', async () => {
    await row.locator('[data-testid^="host-edit-"]').click();
    await dialog.getByText('高级配置：主机探活').click();
    await expect(dialog.getByTestId('host-probe-port')).toHaveCount(0);
    await probeType('http').click();
    await expect(dialog.getByTestId('host-probe-port')).toHaveValue('22');
    await expect(dialog.getByTestId('host-probe-path')).toHaveValue('');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });

  await test.step('the host is deleted after confirmation', async () => {
    await row.locator('[data-testid^="host-delete-"]').click();
    await expect(page.getByText(`确定要删除 ${name} 吗？`)).toBeVisible();
    await page.locator('.ant-popconfirm-buttons .ant-btn-dangerous').click();
    await expect(feedback.message('主机删除成功')).toBeVisible();
    await expect(row).toHaveCount(0);
  });
});
