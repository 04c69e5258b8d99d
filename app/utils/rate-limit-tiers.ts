/** A budget of `points` hits per window of `windowSeconds`. */
export interface RateLimitRule {
  points: number;
  windowSeconds: number;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * Every rate limit of the site, in one place. Keys are client networks (an IPv4 address or an IPv6 /64),
 * accounts or recipients, as each tier's comment says. `RATE_LIMITS` can override `points` per tier.
 */
export const rateLimitTiers = {
  /** Sign-in attempts from one client network. */
  signInIp: { points: 30, windowSeconds: 15 * MINUTE },
  /** Sign-in attempts for one account from one client network; past this, that pair is locked out. */
  signInLockout: { points: 8, windowSeconds: 15 * MINUTE },
  /** Sign-in attempts for one account from anywhere: they only slow down, never lock the owner out. */
  signInAccount: { points: 1_000_000, windowSeconds: 15 * MINUTE },
  /** Sign-ups from one client network. */
  signUpIp: { points: 10, windowSeconds: HOUR },
  /** Password-reset requests from one client network. */
  passwordResetIp: { points: 10, windowSeconds: HOUR },
  /** Password-reset emails to one recipient. */
  passwordResetEmail: { points: 3, windowSeconds: HOUR },
  /** Article views reported by one client network. */
  articleViewIp: { points: 120, windowSeconds: MINUTE },
  /** Confirmation emails sent again to one recipient when an unconfirmed account signs in. */
  confirmationEmail: { points: 1, windowSeconds: 20 * MINUTE },
  /** "You already have an account" emails to one recipient, sent when someone signs up with its address. */
  existingAccountEmail: { points: 1, windowSeconds: 20 * MINUTE },
  /** Leads sent from one client network: a person sends one or two, a whole office a few more. */
  leadIp: { points: 10, windowSeconds: HOUR },
  /** Newsletter subscriptions from one client network. */
  newsletterIp: { points: 20, windowSeconds: HOUR },
} as const satisfies Record<string, RateLimitRule>;

export type RateLimitTier = keyof typeof rateLimitTiers;

export function isRateLimitTier(name: string): name is RateLimitTier {
  return Object.hasOwn(rateLimitTiers, name);
}
