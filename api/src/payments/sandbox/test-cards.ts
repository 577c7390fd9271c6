import { CARD_MESSAGES } from '@usedcars/contract/messages';

export interface SandboxCard {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
}

export interface CardFailure {
  message: string;
  code: string;
  decline_code?: string;
  /** A decline is the bank's answer and is recorded on the intent; an invalid entry never reaches the bank. */
  kind: 'invalid' | 'declined';
}

/** Stripe's test cards that fail, with the error Stripe answers for each. */
const DECLINING_CARDS: Record<string, Omit<CardFailure, 'kind'>> = {
  '4000000000000002': {
    message: CARD_MESSAGES.declined,
    code: 'card_declined',
    decline_code: 'generic_decline',
  },
  '4000000000009995': {
    message: CARD_MESSAGES.insufficientFunds,
    code: 'card_declined',
    decline_code: 'insufficient_funds',
  },
  '4000000000000069': { message: CARD_MESSAGES.expired, code: 'expired_card' },
  '4000000000000127': { message: CARD_MESSAGES.incorrectCvc, code: 'incorrect_cvc' },
};

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * What Stripe would answer for this card: null when it authorises (4242 4242 4242 4242 and any other valid number
 * that is not one of the declining test cards), else the failure with Stripe's message and codes.
 */
export function checkSandboxCard(card: SandboxCard, now = new Date()): CardFailure | null {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) {
    return { kind: 'invalid', message: CARD_MESSAGES.incorrectNumber, code: 'incorrect_number' };
  }
  if (!Number.isInteger(card.exp_month) || card.exp_month < 1 || card.exp_month > 12) {
    return { kind: 'invalid', message: CARD_MESSAGES.invalidExpiryMonth, code: 'invalid_expiry_month' };
  }
  // Stripe accepts two-digit years.
  const year = card.exp_year < 100 ? 2000 + card.exp_year : card.exp_year;
  const thisYear = now.getUTCFullYear();
  if (!Number.isInteger(year) || year > thisYear + 50) {
    return { kind: 'invalid', message: CARD_MESSAGES.invalidExpiryYear, code: 'invalid_expiry_year' };
  }
  if (year < thisYear || (year === thisYear && card.exp_month < now.getUTCMonth() + 1)) {
    return { kind: 'invalid', message: CARD_MESSAGES.expired, code: 'expired_card' };
  }
  const decline = DECLINING_CARDS[digits];
  return decline ? { kind: 'declined', ...decline } : null;
}
