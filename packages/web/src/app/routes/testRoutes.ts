import type { RouteObject } from 'react-router';
import type { TranslationKey } from '../../i18n/tKey';
import { tKey } from '../../i18n/tKey';
import { lazyPage } from './lazyPage';

const tests = {
  list: lazyPage(async () => (await import('../../features/tests/pages/TestListPage')).TestListPage),
  form: lazyPage(async () => (await import('../../features/tests/pages/TestFormPage')).TestFormPage),
  summary: lazyPage(async () => (await import('../../features/tests/pages/TestSummaryPage')).TestSummaryPage),
  task: lazyPage(async () => (await import('../../features/tests/pages/TestTaskPage')).TestTaskPage),
  cases: lazyPage(async () => (await import('../../features/tests/pages/TestCasePage')).TestCasePage),
  center: lazyPage(async () => (await import('../../features/tests/pages/TestCenterPage')).TestCenterPage),
};

const scanners = {
  list: lazyPage(async () => (await import('../../features/scanning/pages/ScannerListPage')).ScannerListPage),
  form: lazyPage(async () => (await import('../../features/scanning/pages/ScannerFormPage')).ScannerFormPage),
  history: lazyPage(
    async () => (await import('../../features/scanning/pages/ScannerHistoryPage')).ScannerHistoryPage,
  ),
  task: lazyPage(async () => (await import('../../features/scanning/pages/ScannerTaskPage')).ScannerTaskPage),
};

const page = (path: string, title: TranslationKey, lazy: Pick<RouteObject, 'lazy'>): RouteObject => ({
  path,
  handle: { title },
  ...lazy,
});

const testcase = ':workflow_name/:task_id/:test_name/:test_job_name';

/** The test and code scanning screens among the children of projects/detail/:project_name (spec §2). */
export const testDetailRoutes: RouteObject[] = [
  page(`pipelines/multi/testcase/${testcase}`, tKey('title.testCase'), tests.cases),
  page(`customPipelines/multi/testcase/${testcase}`, tKey('title.testCase'), tests.cases),
  page('test', tKey('title.tests'), tests.list),
  page('test/function/:test_name', tKey('title.testDetail'), tests.summary),
  page('test/add/function', tKey('title.testEditor'), tests.form),
  page('test/detail/function/:test_name', tKey('title.testEditor'), tests.form),
  page('test/detail/function/:test_name/:task_id', tKey('title.testTask'), tests.task),
  page('test/testcase/function/:workflow_name/:task_id/:test_name', tKey('title.testCase'), tests.cases),
  page('test/testcase/function/:workflow_name/:task_id/test/:test_name', tKey('title.testCase'), tests.cases),
  page('scanner', tKey('title.scanners'), scanners.list),
  page('scanner/create', tKey('title.scannerEditor'), scanners.form),
  page('scanner/edit/:scanner_name', tKey('title.scannerEditor'), scanners.form),
  page('scanner/detail/:scanner_name', tKey('title.scannerDetail'), scanners.history),
  page('scanner/detail/:scanner_name/task/:task_id', tKey('title.scannerTask'), scanners.task),
];

/** /v1/tests: the test center. */
export const testCenterRoute: RouteObject = page('tests', tKey('title.testCenter'), tests.center);
