import { packageTestConfig } from '../../vitest.shared.ts';

// The toast's test begins before the viewport's code was ever loaded.
export default packageTestConfig('happy-dom', { firstLoadFiles: ['src/toast/toast.test.tsx'] });
