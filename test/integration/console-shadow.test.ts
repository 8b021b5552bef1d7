// The console's Shadow page over real HTTP against the real service: a candidate set through the form (bad
// input refused, naming the field, nothing set), decisions and verdicts through the API, the running matrix
// and agreement figures as counted by hand, changed cells linked to their decisions, promotion through the
// form (audited under the operator's e-mail, the shadow cleared), and another organisation seeing none of it.

import { listAudit } from '../../src/store/audit';
import { findEnv } from '../../src/store/tenants';
import { createTestOperator, csrfOf, errorNotice, signedIn } from '../helpers/console-http';
import { call, refund, startTestService, type TestService } from '../helpers/service';

let svc: TestService;
const db = () => svc.running.db;

beforeAll(async () => {
  svc = await startTestService();
}, 120_000);
afterAll(async () => {
  await svc?.stop();
});

const SHADOW = '/console/test/shadow';
/** The text of the element with this data-testid (tags stripped). */
const testid = (page: string, id: string): string => {
  const m = new RegExp(`data-testid="${id}"[^>]*>(.*?)</(?:td|th|p)>`, 's').exec(page);
  if (!m) throw new Error(`no ${id} on the page`);
  return m[1].replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
};

it('sets a candidate, shows the hand-counted matrix and agreement, and promotes it in one audited step', async () => {
  const op = await createTestOperator(svc);
  const b = await signedIn(op, svc);
  const envId = (await findEnv(db(), op.org, 'test'))!.envId;
  const key = await svc.key(op.org, 'test');

  const empty = await b.get(SHADOW);
  expect(empty.status).toBe(200);
  expect(empty.body).toContain('data-testid="no-shadow"');
  expect(empty.body).toContain('<a href="/console/test/shadow" aria-current="page">Shadow</a>');
  const csrf = csrfOf(empty.body);

  const bad = await b.post(SHADOW, { _csrf: csrf, settings: 'refund_review_limit=-3\nno_such=1', tools: '' });
  expect(bad.status).toBe(422);
  expect(errorNotice(bad.body)).toContain('candidate.settings.refund_review_limit');
  expect(errorNotice(bad.body)).toContain('candidate.settings.no_such');
  // What was typed is kept in the form, escaped.
  expect(bad.body).toContain('refund_review_limit=-3\nno_such=1</textarea>');
  expect((await b.get(SHADOW)).body).toContain('data-testid="no-shadow"');

  const set = await b.post(SHADOW, { _csrf: csrf, settings: 'refund_review_limit=50', tools: '[{"name": "send_invoice", "effects": ["write"], "review": true}]' });
  expect(set.status).toBe(303);
  expect(set.location).toBe('/console/test/shadow?done=shadow-set');

  // Live: allow, allow, allow, review. Shadow (limit 50): allow, review, review, review.
  const ids: string[] = [];
  for (const [i, amount] of [40, 100, 120, 700].entries()) {
    const r = await call(`${svc.url}/v1/gate/evaluate`, { key, body: refund(amount, { target: `order_${i}` }) });
    expect(r.status).toBe(200);
    ids.push(r.body.decision_id);
  }
  // People: 40 fine, 100 should have been stopped, 120 fine, 700 stopped rightly.
  for (const [id, outcome] of [
    [ids[0], 'approved'],
    [ids[1], 'denied'],
    [ids[2], 'approved'],
    [ids[3], 'changed'],
  ]) {
    expect((await call(`${svc.url}/v1/decisions/${id}/review`, { key, body: { outcome, reviewer: op.email } })).status).toBe(200);
  }

  const shown = await b.get(SHADOW);
  expect(shown.status).toBe(200);
  expect(shown.body).toContain('<code>refund_review_limit</code> = <code>50</code>');
  expect(shown.body).toContain('tool <code>send_invoice</code>: write, review (operator)');
  expect(testid(shown.body, 'shadow-totals')).toBe('4 decisions decided with it, 2 with another outcome, 4 with a verdict.');
  expect(testid(shown.body, 'cell-allow-allow')).toBe('1');
  // The changed cell links its two decisions, newest first.
  expect(testid(shown.body, 'cell-allow-review')).toBe(`2 ${ids[2].slice(-6)} ${ids[1].slice(-6)}`);
  expect(shown.body).toContain(`href="/console/test/decisions/${ids[2]}"`);
  expect(testid(shown.body, 'cell-review-review')).toBe('1');
  expect(testid(shown.body, 'cell-review-allow')).toBe('0');
  // Live: TP 1 (700), FN 1 (100), TN 2 → agreement 0.75, precision 1 of 1, recall 1 of 2, κ (0.75 − 0.5)/0.5 = 0.5.
  expect(testid(shown.body, 'live-agreement')).toBe('0.75 (n=4)');
  expect(testid(shown.body, 'live-precision')).toBe('1.00 (n=1)');
  expect(testid(shown.body, 'live-recall')).toBe('0.50 (n=2)');
  expect(testid(shown.body, 'live-kappa')).toBe('0.50 (n=4)');
  // Shadow: TP 2 (100, 700), FP 1 (120), TN 1 (40) → agreement 0.75, precision 2 of 3, recall 2 of 2, κ 0.5.
  expect(testid(shown.body, 'shadow-agreement')).toBe('0.75 (n=4)');
  expect(testid(shown.body, 'shadow-precision')).toBe('0.67 (n=3)');
  expect(testid(shown.body, 'shadow-recall')).toBe('1.00 (n=2)');
  expect(testid(shown.body, 'shadow-kappa')).toBe('0.50 (n=4)');

  // Another organisation's operator sees no shadow.
  const other = await signedIn(await createTestOperator(svc), svc);
  expect((await other.get(SHADOW)).body).toContain('data-testid="no-shadow"');

  const promoted = await b.post(`${SHADOW}/promote`, { _csrf: csrfOf(shown.body) });
  expect(promoted.status).toBe(303);
  expect(promoted.location).toBe('/console/test/shadow?done=shadow-promoted');
  expect((await b.get(promoted.location!)).body).toContain('data-testid="no-shadow"');
  expect((await findEnv(db(), op.org, 'test'))!.settings.refund_review_limit).toBe(50);
  const trail = await listAudit(db(), envId, ['shadow.set', 'shadow.promoted', 'setting.changed', 'tool.saved']);
  expect(trail.map((e) => [e.action, e.actor])).toEqual([
    ['shadow.promoted', op.email],
    ['tool.saved', op.email],
    ['setting.changed', op.email],
    ['shadow.set', op.email],
  ]);
});
