export { evaluateDecision } from './evaluate';
export { engineFloor, engineFloorLocal } from './engine-floor';
export { retentionSweep } from './retention';
export { auditCheckpoints } from './audit';
export { sendDigest } from './digest';
export { ingestMail } from './ingest';
export { announceRevocation, awaitApproval } from './approval';
export { runBacktest } from './backtest';
