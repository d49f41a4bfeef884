import { configure } from '@testing-library/react';

// `findBy…` and `waitFor` wait up to 5 s rather than 1: the test run puts steps side by side on two cores
// (docs/testing.md#the-test-run), and a render may be fetching lazy parts or a server's answer. A wait is
// never a measure of speed; benches measure that.
configure({ asyncUtilTimeout: 5_000 });
