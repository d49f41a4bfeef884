export * from './formula-tree';
export { parseFormula } from './parse';
export { evaluateFormula } from './evaluate';
export { formulaSql } from './formula-sql';
export { formulaText } from './formula-text';
