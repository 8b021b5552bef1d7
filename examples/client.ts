import { createClient, GatehouseError } from 'gatehouse/client';

export async function main(): Promise<string> {
  const gatehouse = createClient({ baseUrl: process.env.GATEHOUSE_URL!, apiKey: process.env.GATEHOUSE_API_KEY!, agent: 'support-bot' });

  // A tool call the agent is about to make, with the user's request and the conversation so far.
  const d = await gatehouse.evaluateToolCall({
    name: 'BinanceGetRealTimePrice', // sent as binance_get_real_time_price
    arguments: { pair: 'BTCUSD' },
    userRequest: 'What does bitcoin cost right now?',
    history: [{ role: 'user', content: 'What does bitcoin cost right now?' }],
  });
  console.log(d.decision, d.reason_codes); // allow []

  // Later: the record, and a person's verdict.
  await gatehouse.review(d.decision_id, { outcome: 'approved', reviewer: 'ops@example.com' });
  const record = await gatehouse.getDecision(d.decision_id);

  try {
    await gatehouse.getDecision('dec_00000000000000000000000000');
  } catch (err) {
    if (err instanceof GatehouseError) console.log(err.status, err.code); // 404 decision_not_found
  }
  return `${d.decision} ${record.review?.outcome}`;
}
