// What an SDK or a tool imports to check receipts offline: `require('gatehouse/receipts')`.

export { actionHash, canonicalAction, hashedAction, ACTION_HASH_PATTERN, type HashedAction } from '../domain/action-hash';
export { permits, DEFAULT_RECEIPT_TTL_S, type ReceiptClaims } from './claims';
export { fetchReceiptKeys, jwksUrlFor, receiptEnv, receiptJwksPath, receiptKid, ReceiptError, verifyReceipt, type ReceiptErrorCode, type ReceiptJwk, type VerifiedReceipt, type VerifyOptions } from './verify';
