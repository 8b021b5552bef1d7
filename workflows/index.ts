export { evaluateDecision } from './evaluate';
export { engineFloor } from './engine-floor';
