import { z } from 'zod';

// zod would try `new Function` to compile its checks, which the server's CSP forbids (no eval): it checks
// without (docs/architecture.md#security-headers).
z.config({ jitless: true });
