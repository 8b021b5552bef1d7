import { actionHash } from 'gatehouse/receipts';

/** A receipt check for the one environment this tool trusts; jose caches its keys and fetches them again for a kid it does not know. */
export async function receiptChecker(gatehouseUrl: string, org: string, env: 'test' | 'live') {
  const { createRemoteJWKSet, jwtVerify } = await import('jose');
  const jwks = createRemoteJWKSet(new URL(`${gatehouseUrl}/v1/receipts/${org}/${env}/jwks.json`));
  return async (receipt: string, action: unknown): Promise<boolean> => {
    // Throws when the receipt was altered, has expired, or was signed by a key this environment does not publish.
    const { payload } = await jwtVerify(receipt, jwks, { algorithms: ['EdDSA'], typ: 'gatehouse-receipt+jwt' });
    if (payload.action_hash !== actionHash(action)) return false; // the receipt of another action
    return payload.decision === 'allow' || payload.approval_status === 'approved';
  };
}
