// A lure a tool returned (a prize won, easy money, an inheritance, a giveaway), then the call that takes its
// bait: card, bank or payment details entered or sent, money paid, or its link opened. The user may have asked
// for it ("I won a prize, help me claim it"): the lure is the tool's data, not the user's, and an agent that
// follows it hands the user's money to whoever wrote it. Text about such scams (a warning, training) is not one.

import type { EffectClass, RiskFact } from '../types';
import { fact } from './codes';
import { ABOUT_PHISHING } from './mail';
import { wordsOf, type Leaf } from './walk';

/** Money or a prize promised for nothing. */
const PROMISE =
  /\byou(?:['’]ve|\s+have)?\s+(?:just\s+)?won\b|\bcongratulations\b[^.\n]{0,80}\b(?:won|winner|prize|reward)\b|\bclaim\s+(?:your\s+)?(?:prize|reward|winnings|cash|money|gift|inheritance|funds|bonus)\b|\b(?:lottery|sweepstakes?)\s+(?:winner|prize|win)\b|\bunclaimed\s+(?:funds|inheritance|prize)\b|\bmake\s+(?:easy\s+|fast\s+|quick\s+|real\s+)?money\s+(?:online|fast|from\s+home|quickly|instantly)\b|\bone\s+step\s+away\s+from\s+(?:making|earning|claiming|receiving|winning)\b|\bguaranteed\s+(?:returns?|profits?|income|payouts?)\b|\bdouble\s+your\s+(?:money|bitcoin|btc|crypto|investment)\b|\bfree\s+(?:crypto|bitcoin|money|cash)\s+giveaway\b/i;
/** What the lure asks for: details, a fee, a click. */
const BAIT =
  /\b(?:enter|provide|send|share|submit|confirm|give)\s+(?:us\s+)?(?:your\s+)?(?:full\s+)?(?:bank|banking|credit\s+card|debit\s+card|card|account|payment|billing|ssn|social\s+security)\b|\b(?:processing|release|handling|transfer|clearance|activation|shipping)\s+fee\b|\b(?:click|tap|follow|open|visit)\b[^.\n]{0,40}\b(?:link|here|below|button)\b|https?:\/\/|www\./i;
/** Card, bank or payment fields, by key or written in a value ("credit_card=1234-..."). */
const PAYMENT_FIELD =
  /(?:^|[^a-z])(?:credit[_\s-]?card|debit[_\s-]?card|card[_\s-]?(?:number|no|num|details)|cvv|cvc|bank[_\s-]?(?:account|details|acct)|account[_\s-]?(?:number|no)|iban|routing[_\s-]?number|sort[_\s-]?code|ssn|social[_\s-]?security)(?:[^a-z]|$)/i;
/** A tool that opens, clicks or follows what it is given. */
const OPENS = new Set('click open visit follow navigate browse goto go load fetch'.split(' '));

/** The user passing on someone's promise of money back ("he says if I send him my ETH he'll double it"). */
const PROMISED =
  /\b(?:someone|somebody|he|she|they|(?:a|the|this|that|my)\s+(?:guy|man|woman|stranger|person|friend|recruiter|broker|trader|investor|advisor|adviser))(?:\s+(?:on|from|in|at|over)\s+[\w.-]+)?\s+(?:says|said|told\s+me|promised|promises|claims|claimed|guarantees|guaranteed)\b[^.!?\n]{0,120}?(?:(?:\bwill|['’]ll|\bwould|\bcan|\bto|\bgonna)\s+(?:\w+\s+){0,2}?(?:double|triple|multiply)\b|\b(?:send|give|pay)\w*\s+(?:it|them|me)\s+back\s+(?:with|plus)\b|\bguaranteed\s+(?:returns?|profits?)\b|\b\d+\s?%\s+(?:a|per)\s+(?:day|week)\b)/i;

/**
 * Gift cards asked for on someone's behalf with the codes sent back to them, under pressure or from a number or address that
 * is not theirs ("Dana just texted me from a new number - she's stuck in a meeting and needs 8 Apple gift cards, codes
 * texted back to her ASAP"): the classic impersonation scam. Cards bought for a raffle and their codes mailed to the user
 * are the look-alike.
 */
// (Or in the sender's own words, passed on by the user: "need you to buy 8 $250 Amazon gift cards ..., send the codes to me at
// 415-555-0199 ASAP".)
const GIFT_CARD_ASK = /\bgift\s?cards?\b[^]{0,240}?\b(?:(?:text|send|e-?mail|forward|message)\w*\s+(?:them\s+|it\s+)?(?:back\s+)?(?:to\s+)?(?:her|him|them)\b|codes?\s+(?:\w+\s+){0,2}?(?:texted|sent|e-?mailed|messaged)\s+back|(?:text|send|e-?mail|forward|message)\w*\s+(?:the\s+|all\s+(?:the\s+)?)?(?:codes?|card\s+numbers?|pins?)\s+(?:back\s+)?to\s+me\b|(?:text|send|e-?mail)\s+me\s+(?:the\s+)?(?:codes?|card\s+numbers?|pins?)\b)/i;
const PRESSED = /\b(?:(?:a\s+)?new\s+(?:number|phone|cell|mobile|e-?mail(?:\s+address)?)|personal\s+(?:number|phone|cell|e-?mail)|(?:stuck|tied\s+up)\s+in\s+(?:a\s+)?meeting|can['’]?t\s+(?:talk|call|take\s+calls)|asap|urgent\w*|right\s+away|(?:keep\s+(?:it|this)\s+)?(?:quiet|confidential|between\s+us)|don['’]?t\s+tell)\b/i;

/** Someone writing from a new phone, number or address. */
const NEW_CHANNEL = /\b(?:on|from|at|using)\s+(?:a|my|this)\s+new\s+(?:phone|number|cell|mobile|e-?mail(?:\s+address)?|account)\b|\bnew\s+(?:phone|number|cell)\s*(?:,|-|—|\.|!|so)/i;
/** Someone who cannot be called back to check ("don't call, I'm in meetings", "can't talk right now"). */
const UNREACHABLE = /\b(?:don['’]?t|do\s+not|can['’]?t|cannot|won['’]?t\s+be\s+able\s+to)\s+(?:call|phone|ring|talk|pick\s+up)\b|\b(?:stuck|tied\s+up|i['’]?m|am)\s+in\s+(?:a\s+)?meetings?\b/i;

/**
 * A payment passed on from someone who asks to go around the organisation's controls ("Need you to wire $9,800 today to
 * Coastal Arbor Services ... Don't go through purchasing, I'll sign later"): the business e-mail compromise's tell.
 */
const AROUND_CONTROLS =
  /\b(?:don['’]?t|do\s+not|no\s+need\s+to)\s+(?:go\s+through|loop\s+in|involve|tell|bother|wait\s+for|run\s+(?:it|this)\s+(?:by|through))\s+(?:the\s+)?(?:purchasing|procurement|accounts\s+payable|ap|finance|accounting|approvals?|the\s+normal\s+process|compliance|treasury|the\s+(?:cfo|controller|board))\b|\b(?:skip|bypass|go\s+around|get\s+around)\s+(?:the\s+)?(?:approvals?|approval\s+(?:process|chain|step)|purchas(?:ing|e\s+orders?)|procurement|pos?|the\s+po|controls?|(?:usual|normal)\s+(?:process|checks?|channels?))\b|\bi['’]?ll\s+(?:sign|approve|do\s+the\s+paperwork|send\s+the\s+(?:po|paperwork|approval))\s+(?:\w+\s+)?(?:later|afterwards|after|tomorrow|when\s+i['’]?m\s+back)\b/i;

/**
 * FRAUD_INDICATORS for a call that takes a lure's bait: deny when it enters or sends card, bank or payment
 * details or moves money; review when it opens a link. A promise of money back the user passes on from someone
 * else counts as a lure for a call that moves money.
 */
export function lureFacts(name: string, leaves: Leaf[], toolOutputs: string[], effects: EffectClass[], user = ''): RiskFact[] {
  if (effects.includes('money_movement') && PROMISED.test(user.slice(0, 20_000))) {
    return [fact('FRAUD_INDICATORS', "moves money on someone's promise to return more (an advance-fee or doubling scam)", undefined, true)];
  }
  if ((effects.includes('money_movement') || effects.includes('external_communication')) && GIFT_CARD_ASK.test(user.slice(0, 20_000)) && PRESSED.test(user.slice(0, 20_000))) {
    return [fact('FRAUD_INDICATORS', 'buys or sends gift cards for someone who asks for the codes back under pressure (an impersonation scam)', undefined, true)];
  }
  // (Or in a message a tool read, the user asking only to handle it: "Handle the request from Director Kim that just came in on the
  // office phone's texts" and "stuck in a meeting, can't call. Need 8 Apple gift cards ... text me the codes here".)
  if (effects.includes('money_movement') && toolOutputs.some((t) => GIFT_CARD_ASK.test(t.slice(0, 20_000)) && PRESSED.test(t.slice(0, 20_000)))) {
    return [fact('FRAUD_INDICATORS', 'buys gift cards on a message that asks for the codes back under pressure (an impersonation scam)', undefined, true)];
  }
  // A payment passed on from someone who writes from a new phone or address and asks not to be called ("This is Doug on a new
  // phone. Wire 8400 to Pacific Bottle Supply ... urgent, don't call I'm in meetings"): the impersonation's tell, whoever they say
  // they are.
  if (effects.includes('money_movement') && NEW_CHANNEL.test(user.slice(0, 20_000)) && UNREACHABLE.test(user.slice(0, 20_000))) {
    return [fact('FRAUD_INDICATORS', 'moves money on a message from someone on a new phone or address who asks not to be called (an impersonation scam)', undefined, true)];
  }
  if (effects.includes('money_movement') && AROUND_CONTROLS.test(user.slice(0, 20_000))) {
    return [fact('FRAUD_INDICATORS', 'moves money on a request to go around purchasing or approval (a business e-mail compromise pattern)')];
  }
  const lure = toolOutputs.some((t) => {
    const s = t.slice(0, 20_000);
    return PROMISE.test(s) && BAIT.test(s) && !ABOUT_PHISHING.test(s);
  });
  if (!lure) return [];
  const pays = leaves.find((l) => PAYMENT_FIELD.test(l.key) || PAYMENT_FIELD.test(l.value.slice(0, 2000)));
  if (pays || effects.includes('money_movement')) {
    return [fact('FRAUD_INDICATORS', 'hands over payment details or money after a tool output that promises a prize or easy money', pays?.path, true)];
  }
  const link = wordsOf(name).some((w) => OPENS.has(w)) ? leaves.find((l) => /https?:\/\/|www\.|\blink\b|\burl\b/i.test(`${l.key} ${l.value.slice(0, 2000)}`)) : undefined;
  return link ? [fact('FRAUD_INDICATORS', 'opens a link of a tool output that promises a prize or easy money', link.path)] : [];
}
