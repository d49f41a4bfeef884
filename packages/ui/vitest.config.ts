import { packageTestConfig } from '../../vitest.shared.ts';

// The toast's and the select's tests begin before the viewport's and Radix's select code was ever loaded.
export default packageTestConfig('happy-dom', {
  firstLoadFiles: ['src/toast/toast.test.tsx', 'src/select/select.test.tsx'],
});
