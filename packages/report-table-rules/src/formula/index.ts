export * from './formula-tree';
export { continuesName, nameQuotes } from './formula-names';
export { parseFormula, readFormula } from './parse';
export { evaluateFormula } from './evaluate';
export { formulaSql } from './formula-sql';
export { formulaText, shownFormula } from './formula-text';
