import '@testing-library/jest-dom/vitest';
import { createI18n } from '@adconsole/i18n';
import { cleanup } from '@testing-library/react';
import { setProjectAnnotations } from '@storybook/react-vite';
import { afterAll, afterEach } from 'vitest';
import * as preview from './.storybook/preview';
import { toastStore } from './packages/ui/src/toast/toast';
import './vitest.waits';

// Component tests render stories with the same decorators (i18n, size) as Storybook.
setProjectAnnotations(preview);

afterEach(() => cleanup());

// The test files of a package share one process and one document (`isolate: false`, docs/testing.md#the-test-run):
// what a file leaves in the shared stores is cleared after it, so the next starts as in a fresh page.
afterAll(() => {
  // A story pinned to cn or tw made its instance the current one: back to English, as a fresh page has it.
  createI18n('en');
  toastStore.clear();
  localStorage.clear();
  sessionStorage.clear();
});
