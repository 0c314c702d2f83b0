import type app from './locales/en/app.json';
import type builds from './locales/en/builds.json';
import type clusters from './locales/en/clusters.json';
import type environments from './locales/en/environments.json';
import type layout from './locales/en/layout.json';
import type platform from './locales/en/platform.json';
import type plugins from './locales/en/plugins.json';
import type productWorkflows from './locales/en/productWorkflows.json';
import type projects from './locales/en/projects.json';
import type services from './locales/en/services.json';
import type system from './locales/en/system.json';
import type templates from './locales/en/templates.json';
import type tests from './locales/en/tests.json';
import type triggers from './locales/en/triggers.json';
import type workflowNotify from './locales/en/workflowNotify.json';
import type workflows from './locales/en/workflows.json';
import type workflowViews from './locales/en/workflowViews.json';

/** Every app text key: one file per area under locales/<language>/, merged when a language loads. */
export type AppTexts = typeof app &
  typeof builds &
  typeof clusters &
  typeof environments &
  typeof layout &
  typeof platform &
  typeof plugins &
  typeof productWorkflows &
  typeof projects &
  typeof services &
  typeof system &
  typeof templates &
  typeof tests &
  typeof triggers &
  typeof workflowNotify &
  typeof workflows &
  typeof workflowViews;
