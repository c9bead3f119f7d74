import { test as setup } from '@playwright/test';
import { makeFactoryAdmins } from './factory';

// Before any spec: the people factory's own HR admins, one per company for each parallel worker.
// Playwright reads the fixtures a test needs from its first parameter's pattern: none here.
// eslint-disable-next-line no-empty-pattern
setup('the people factory has an HR admin of each company for each worker', async ({}, testInfo) => {
  await makeFactoryAdmins(testInfo.config.workers);
});
