import { plainToInstance, type ClassConstructor } from 'class-transformer';
import { validateSync, type ValidationError } from 'class-validator';

/** Thrown at start-up when the environment holds a setting the API cannot work with. */
export class InvalidConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'InvalidConfigError';
  }
}

function describe(errors: ValidationError[]): string[] {
  return [...new Set(errors.flatMap((error) => Object.values(error.constraints ?? {})))];
}

/** Validates raw environment values against a class-validator schema; throws one error listing every problem. */
export function validateConfig<T extends object>(
  env: Record<string, unknown>,
  schema: ClassConstructor<T>,
): T {
  // An empty value means unset (docker-compose passes `${VAR:-}` through as an empty string).
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => typeof value !== 'string' || value.trim() !== ''),
  );
  const validated = plainToInstance(schema, present, { enableImplicitConversion: true });
  const errors = validateSync(validated, { skipMissingProperties: false, stopAtFirstError: true });
  if (errors.length > 0) {
    throw new InvalidConfigError(describe(errors));
  }
  return validated;
}
