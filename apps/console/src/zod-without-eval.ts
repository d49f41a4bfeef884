import { config } from 'zod/v4/core';

// zod would try `new Function` to compile its checks, which the server's CSP forbids (no eval): it checks
// without (docs/hardening.md#security-headers). Set on zod's core, which the classic and the mini API
// share, so the login page need not load the classic one (docs/architecture.md#lean-login).
config({ jitless: true });
