// The hold of a refusal's answer (issue 23, callers that do not back off): short the first time and for a caller
// that waited its Retry-After; until the Retry-After for a connection that came back sooner, at most the cap.

import { RefusalHold } from '../../src/api/refusal-hold';

function setup() {
  let now = 10_000;
  const hold = new RefusalHold(() => now, { baseMs: 250, maxMs: 2000 });
  return { hold, advance: (ms: number) => (now += ms) };
}

describe('RefusalHold', () => {
  it('holds a first refusal for the base time', () => {
    const { hold } = setup();
    expect(hold.holdMs({})).toBe(250);
  });

  it('holds a connection that came back before its Retry-After until that time is up', () => {
    const { hold, advance } = setup();
    const conn = {};
    hold.told(conn, 1);
    advance(10);
    expect(hold.holdMs(conn)).toBe(990);
    advance(500);
    expect(hold.holdMs(conn)).toBe(490);
  });

  it('holds a caller that waited its Retry-After only for the base time', () => {
    const { hold, advance } = setup();
    const conn = {};
    hold.told(conn, 1);
    advance(1000);
    expect(hold.holdMs(conn)).toBe(250);
  });

  it('never holds less than the base time nor more than the cap', () => {
    const { hold, advance } = setup();
    const conn = {};
    hold.told(conn, 1);
    advance(900);
    expect(hold.holdMs(conn)).toBe(250);
    hold.told(conn, 5);
    expect(hold.holdMs(conn)).toBe(2000);
  });

  it('keeps connections apart', () => {
    const { hold, advance } = setup();
    const early = {};
    hold.told(early, 2);
    advance(100);
    expect(hold.holdMs(early)).toBe(1900);
    expect(hold.holdMs({})).toBe(250);
  });
});
