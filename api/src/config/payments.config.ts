import { registerAs } from '@nestjs/config';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, Min } from 'class-validator';
import { Type } from 'class-transformer';
import { InvalidConfigError, validateConfig } from './validate-config';

const SWEEP_MESSAGE = 'HANDOVER_SWEEP_SECONDS must be a whole number of seconds from 0 (off) to 86400';

class PaymentsEnvironment {
  @IsOptional()
  @Matches(/^(sk|rk)_(test|live)_\S+$/, {
    message:
      'STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_..., sk_live_... or a restricted rk_ key)',
  })
  STRIPE_SECRET_KEY?: string;

  @IsOptional()
  @Matches(/^pk_(test|live)_\S+$/, {
    message: 'STRIPE_PUBLISHABLE_KEY must be a Stripe publishable key (pk_test_... or pk_live_...)',
  })
  STRIPE_PUBLISHABLE_KEY?: string;

  @IsOptional()
  @Matches(/^whsec_\S+$/, { message: 'STRIPE_WEBHOOK_SECRET must be a webhook signing secret (whsec_...)' })
  STRIPE_WEBHOOK_SECRET?: string;

  // Tests only: point the Stripe SDK at a local fake of Stripe's API instead of api.stripe.com.
  @IsOptional()
  @IsString()
  STRIPE_API_HOST_FOR_TESTS?: string;

  @IsOptional()
  @Min(1, { message: 'STRIPE_API_PORT_FOR_TESTS must be a port number' })
  @Max(65535, { message: 'STRIPE_API_PORT_FOR_TESTS must be a port number' })
  @IsInt({ message: 'STRIPE_API_PORT_FOR_TESTS must be a port number' })
  STRIPE_API_PORT_FOR_TESTS?: number;

  @IsOptional()
  @IsIn(['http', 'https'], { message: 'STRIPE_API_PROTOCOL_FOR_TESTS must be http or https' })
  STRIPE_API_PROTOCOL_FOR_TESTS?: 'http' | 'https';

  @IsOptional()
  @Type(() => Number)
  @Min(0, { message: SWEEP_MESSAGE })
  @Max(86400, { message: SWEEP_MESSAGE })
  @IsInt({ message: SWEEP_MESSAGE })
  HANDOVER_SWEEP_SECONDS?: number;
}

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Where the SDK sends its requests; absent means Stripe's own API. */
  api?: { host: string; port?: number; protocol?: 'http' | 'https' };
}

export interface PaymentsConfig {
  /** `sandbox` (the local stand-in, no real card is charged) whenever no Stripe secret key is set. */
  provider: 'stripe' | 'sandbox';
  stripe: StripeSettings | null;
  /** How often this instance sweeps the paid orders (payments/handover-sweep.ts); 0: never (another instance does). */
  handoverSweepMs: number;
}

export function readPaymentsConfig(env: Record<string, string | undefined> = process.env): PaymentsConfig {
  const validated = validateConfig(env, PaymentsEnvironment);
  const handoverSweepMs = (validated.HANDOVER_SWEEP_SECONDS ?? 600) * 1000;
  const secretKey = validated.STRIPE_SECRET_KEY;
  if (!secretKey) return { provider: 'sandbox', stripe: null, handoverSweepMs };

  const problems: string[] = [];
  // Without these the card form could not load, or paid orders would only be settled while the buyer's tab is open.
  if (!validated.STRIPE_PUBLISHABLE_KEY)
    problems.push('STRIPE_PUBLISHABLE_KEY is required with STRIPE_SECRET_KEY');
  if (!validated.STRIPE_WEBHOOK_SECRET)
    problems.push('STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY');
  const secretMode = secretKey.split('_')[1];
  const publishableMode = validated.STRIPE_PUBLISHABLE_KEY?.split('_')[1];
  if (publishableMode && publishableMode !== secretMode) {
    problems.push('STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY must both be test keys or both be live keys');
  }
  if (problems.length > 0) throw new InvalidConfigError(problems);

  const host = validated.STRIPE_API_HOST_FOR_TESTS;
  return {
    provider: 'stripe',
    handoverSweepMs,
    stripe: {
      secretKey,
      publishableKey: validated.STRIPE_PUBLISHABLE_KEY as string,
      webhookSecret: validated.STRIPE_WEBHOOK_SECRET as string,
      api: host
        ? {
            host,
            port: validated.STRIPE_API_PORT_FOR_TESTS,
            protocol: validated.STRIPE_API_PROTOCOL_FOR_TESTS,
          }
        : undefined,
    },
  };
}

export const paymentsConfig = registerAs('payments', () => readPaymentsConfig());
