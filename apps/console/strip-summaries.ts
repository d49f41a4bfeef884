import type { Plugin } from 'vite';

/** The contract's modules, where each endpoint is defined with its `summary`. */
const contractModule = /\/packages\/api-client\/src\/contract\/.+\.ts$/;

/** A string literal in quotes or backticks, as the contract writes one. */
const literal = String.raw`(?:'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|` + '`(?:[^`\\\\]|\\\\.)*`)';

/** An endpoint's `summary:` written as a literal, or literals joined with `+`, with its comma. */
const summary = new RegExp(String.raw`\bsummary:\s*${literal}(?:\s*\+\s*${literal})*\s*,?`, 'g');

/**
 * Leaves the endpoints' summaries out of the console's build: they describe each call for the server's OpenAPI
 * document (contract/openapi.ts), which the console never reads, and were a KiB of every page's first load
 * (docs/architecture.md#bundle-budgets). A summary kept in a variable stays; the tests and the dev server run
 * the contract as written.
 */
export function stripSummaries(): Plugin {
  return {
    name: 'adconsole:strip-summaries',
    apply: 'build',
    transform: {
      filter: { id: contractModule },
      handler(code) {
        const stripped = code.replace(summary, '');
        return stripped === code ? null : { code: stripped, map: null };
      },
    },
  };
}
