import { OnboardingWizard } from '../pages/OnboardingWizard';
import { uniqueAccount } from '../support/api';
import { BASE_URL } from '../support/env';
import { expect, test } from '../support/fixtures';
import { responseOf } from '../support/responses';
import { storeSessionOf } from '../support/session';

/** A service with no workload: the local cluster applies it without pulling any image. */
const serviceYaml = (name: string) =>
  `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ${name}\ndata:\n  greeting: hello\n`;

test('the onboarding wizard of a K8s YAML project adds a service, makes the -dev and -qa environments and the three workflows', async ({
  page,
  api,
  adminSession,
  projectOverviewPage: overview,
}) => {
  test.setTimeout(120_000);
  const project = uniqueAccount('wiz')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');
  const wizard = new OnboardingWizard(page);
  await api.createProject(adminSession, { name: project, alias: project, type: 'k8s' });
  await storeSessionOf(page, api, adminSession);

  await test.step('the service step saves its status and opens the next step once a service exists', async () => {
    const status = responseOf(page, 'PUT', `/api/aslan/project/products/${project}/2`);
    // from the created project's information step, as the creation form leaves the user there
    await wizard.goto(project, 'k8s', 'info');
    await page.getByTestId('project-wizard-next').click();
    await expect(page).toHaveURL(BASE_URL + wizard.path(project, 'k8s', 'service'));
    expect((await status).status()).toBe(200);
    await expect(wizard.next).toBeDisabled();
    const saved = responseOf(page, 'POST', '/api/aslan/service/services');
    await wizard.addYamlService('greeting', serviceYaml('greeting'));
    expect((await saved).status()).toBe(200);
    await expect(page.getByTestId('service-row-greeting')).toBeVisible();
    await expect(wizard.next).toBeEnabled({ timeout: 10_000 });
    await wizard.next.click();
    await expect(page).toHaveURL(BASE_URL + wizard.path(project, 'k8s', 'runtime'));
  });

  await test.step('one click makes both environments, followed until they run', async () => {
    await expect(wizard.envs).toBeVisible();
    for (const env of [`${project}-dev`, `${project}-qa`]) {
      await expect(wizard.envStatus(env)).toHaveAttribute('data-status', 'Running', { timeout: 60_000 });
    }
    await expect(wizard.envsFailed).toHaveCount(0);
    await wizard.next.click();
    await expect(page).toHaveURL(BASE_URL + wizard.path(project, 'k8s', 'delivery'));
  });

  await test.step('the delivery step lists the three workflows with links, and finishing opens the project', async () => {
    const names = [`${project}-workflow-dev`, `${project}-workflow-qa`, `${project}-ops-workflow`];
    for (const name of names) {
      await expect(wizard.workflowLink(name)).toHaveAttribute(
        'href',
        `/v1/projects/detail/${project}/pipelines/custom/${name}`,
      );
    }
    const listed = await page.request.get(
      `/api/aslan/workflow/v4?projectName=${project}&project=${project}`,
      {
        headers: { Authorization: `Bearer ${adminSession.token}` },
      },
    );
    const stored = ((await listed.json()) as { workflow_list: { name: string }[] }).workflow_list;
    expect(stored.map((w) => w.name).sort()).toEqual([...names].sort());

    const finished = responseOf(page, 'PUT', `/api/aslan/project/products/${project}/0`);
    await wizard.finish.click();
    expect((await finished).status()).toBe(200);
    await expect(page).toHaveURL(BASE_URL + overview.path(project));
  });
});
