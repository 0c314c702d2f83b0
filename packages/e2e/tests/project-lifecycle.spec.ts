import { uniqueAccount } from '../support/api';
import { BASE_URL } from '../support/env';
import { expect, test } from '../support/fixtures';
import { responseOf } from '../support/responses';
import { storeSessionOf } from '../support/session';
import { texts } from '../support/texts';

/** What the kind tags of the web app say (packages/web/src/i18n/locales/zh-CN/projects.json). */
const kindTag = { helm: 'K8s Helm Chart 项目', k8s: 'K8s YAML 项目', hosting: 'K8s 托管项目' };

test('a project is created with the portal’s body, edited, and deleted; a hosting project becomes K8s YAML', async ({
  page,
  api,
  adminSession,
  feedback,
  projectCreatePage,
  projectListPage,
  projectOverviewPage: overview,
}) => {
  test.setTimeout(90_000);
  const alias = uniqueAccount('Charts');
  const project = alias.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const editor = {
    description: page.getByTestId('project-description'),
    convertToK8s: page.getByTestId('project-convert-k8s'),
    confirmConvert: page.getByTestId('project-convert-confirm'),
  };
  await storeSessionOf(page, api, adminSession);

  await test.step('the admin creates a public Helm project and opens it from its wizard', async () => {
    await projectCreatePage.goto();
    await projectCreatePage.chooseKind('helm');
    await projectCreatePage.alias.fill(alias);
    await expect(projectCreatePage.identifier).toHaveValue(project);
    await projectCreatePage.chooseAccess('public');
    const created = responseOf(page, 'POST', '/api/v1/picket/projects');
    await projectCreatePage.submit.click();
    const response = await created;
    expect(response.status()).toBe(200);
    expect(response.request().postDataJSON()).toEqual({
      project_name: alias,
      product_name: project,
      desc: '',
      public: true,
      admins: [adminSession.uid],
      cluster_ids: [],
      enabled: true,
      product_feature: { basic_facility: 'kubernetes', deploy_type: 'helm', create_env_type: 'system' },
    });
    await expect(page).toHaveURL(`${BASE_URL}/v1/projects/create/${project}/helm/info`);
    await expect(page.getByText(texts.projectCreated.zh.replace('{name}', alias))).toBeVisible();
    await page.getByTestId('project-wizard-open').click();
    await expect(page).toHaveURL(BASE_URL + overview.path(project));
    await expect(overview.title).toHaveText(alias);
    await expect(page.getByTestId(`project-kind-tag-${project}`).first()).toHaveText(kindTag.helm);
    await expect(page.getByTestId(`project-access-tag-${project}`).first()).toHaveText('公开');
  });

  await test.step('the admin renames it and describes it; the list shows the change', async () => {
    await overview.edit.click();
    await expect(page).toHaveURL(`${BASE_URL}/v1/projects/edit/${project}`);
    await projectCreatePage.alias.fill(`${alias} 2`);
    await editor.description.fill('charts of the shop');
    const saved = responseOf(page, 'PUT', `/api/v1/picket/projects/${project}`);
    await projectCreatePage.submit.click();
    expect((await saved).status()).toBe(200);
    await expect(feedback.message(texts.saved.zh)).toBeVisible();
    await expect(page).toHaveURL(BASE_URL + overview.path(project));
    await expect(overview.title).toHaveText(`${alias} 2`);
    await expect(page.getByText('charts of the shop')).toBeVisible();

    await page.reload();
    await expect(overview.title).toHaveText(`${alias} 2`);
    await projectListPage.goto();
    await projectListPage.search.fill(project);
    await expect(projectListPage.card(project)).toContainText(`${alias} 2`);
    await expect(projectListPage.card(project)).toContainText('charts of the shop');
  });

  await test.step('a hosting project is turned into K8s YAML after the irreversible confirmation', async () => {
    const hosting = `${project}-hosting`;
    await api.createProject(adminSession, { name: hosting, alias: hosting, type: 'external' });
    await page.goto(`/v1/projects/edit/${hosting}`);
    await editor.convertToK8s.click();
    await projectCreatePage.submit.click();
    const saved = responseOf(page, 'PUT', `/api/v1/picket/projects/${hosting}`);
    await editor.confirmConvert.click();
    const response = await saved;
    expect(response.status()).toBe(200);
    expect(response.request().postDataJSON().product_feature).toEqual({
      basic_facility: 'kubernetes',
      deploy_type: 'k8s',
      create_env_type: 'system',
    });
    await expect(page).toHaveURL(BASE_URL + overview.path(hosting));
    await expect(page.getByTestId(`project-kind-tag-${hosting}`).first()).toHaveText(kindTag.k8s);
  });

  await test.step('the admin deletes the project by typing its identifier', async () => {
    await page.goto(overview.path(project));
    await overview.remove.click();
    await page.getByTestId('project-delete-confirm').fill(project);
    const deleted = responseOf(page, 'DELETE', `/api/v1/picket/projects/${project}`);
    await page.getByTestId('project-delete-submit').click();
    const response = await deleted;
    expect(response.status()).toBe(200);
    expect(new URL(response.url()).searchParams.get('is_delete')).toBe('true');
    await expect(page).toHaveURL(`${BASE_URL}/v1/projects`);
    await projectListPage.search.fill(project);
    await expect(projectListPage.card(project)).toHaveCount(0);
    await expect(projectListPage.card(`${project}-hosting`)).toBeVisible();
  });
});
