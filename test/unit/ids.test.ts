import { decodeTime } from 'ulid';
import { newDecisionId, newId, poolRandom } from '../../src/store/ids';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

it('decision ids are ULIDs with the current time and distinct random parts', () => {
  const before = Date.now();
  const ids = Array.from({ length: 10_000 }, () => newDecisionId());
  expect(new Set(ids).size).toBe(ids.length);
  for (const id of ids.slice(0, 100)) expect(id).toMatch(/^dec_[0-9A-HJKMNP-TV-Z]{26}$/);
  const t = decodeTime(ids[0].slice(4));
  expect(t).toBeGreaterThanOrEqual(before);
  expect(t).toBeLessThanOrEqual(Date.now());
  expect(newId('apr')).toMatch(/^apr_[0-9a-hjkmnp-tv-z]{26}$/);
});

it('the pooled random source gives fractions in [0, 1) that spread over every character evenly', () => {
  // 64,000 draws (past many refills of the 4 KB pool): each of the 32 characters about 2,000 times.
  const counts = new Array<number>(32).fill(0);
  let outside = 0;
  for (let i = 0; i < 64_000; i++) {
    const r = poolRandom();
    if (!(r >= 0 && r < 1)) outside++;
    else counts[Math.floor(r * 32)]++;
  }
  expect(outside).toBe(0);
  for (const c of counts) expect(Math.abs(c - 2000)).toBeLessThan(300);
  // The last character of the ids (random part only) takes all 32 values.
  const last = new Set(Array.from({ length: 2000 }, () => newDecisionId().slice(-1)));
  expect([...last].sort().join('')).toBe(CROCKFORD);
});
