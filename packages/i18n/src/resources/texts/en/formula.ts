/**
 * Why a calculated column's formula is refused, by the problem's key (report-table-rules' parseFormula); the
 * position counts characters from 1 (docs/requirements.md#calculated-columns).
 */
export const formula = {
  syntax: 'The formula cannot be read at position {{position}}: check its operators and parentheses',
  unknownName: 'Unknown column “{{name}}” at position {{position}}: this report has no such numeric column',
  tooLong: 'The formula is too long: it must end before position {{position}}',
  notAllowed:
    '“{{name}}” at position {{position}} is not allowed: a formula takes columns, numbers, + − × ÷ and parentheses',
  empty: 'Enter a formula',
};
