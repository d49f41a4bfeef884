import { loadLazyParts } from '@adconsole/ui';
import { beforeAll } from 'vitest';

// The kit's dialogs, lists and menus load on first use (docs/architecture.md#bundle-budgets): fetched before each
// test file, so a test that renders one open finds it at once.
beforeAll(() => loadLazyParts());
