export { evaluateDecision } from './evaluate';
