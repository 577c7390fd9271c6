import {
  CATALOG_NAME_MAX_CHARS,
  PASSWORD_PATTERN,
  catalogNameProblem,
  catalogValue,
  oidcLoginErrorMessage,
} from './messages';

describe('catalog names', () => {
  it('keys a name by its trimmed, lower-cased words joined with underscores', () => {
    expect(catalogValue('SUV')).toBe('suv');
    expect(catalogValue('  Sports  Car ')).toBe('sports_car');
    expect(catalogValue('Mini\tVan')).toBe('mini_van');
  });

  it('refuses names whose key has no page of its own or outgrows the column', () => {
    expect(catalogNameProblem('Sedan', 'Category')).toBeNull();
    expect(catalogNameProblem(' .. ', 'Brand')).toMatch(/named "\." or "\.\."/);
    expect(catalogNameProblem('x'.repeat(CATALOG_NAME_MAX_CHARS), 'Brand')).toBeNull();
    // 'İ' lower-cases to two code points, so a name of the column's length can outgrow it.
    expect(catalogNameProblem('İ'.repeat(CATALOG_NAME_MAX_CHARS), 'Category')).toBe(
      `Category name must be at most ${CATALOG_NAME_MAX_CHARS} characters.`,
    );
  });
});

describe('the password rule', () => {
  it.each(['Abcde#1', 'Strong#pass1'])('accepts %s', (password) =>
    expect(PASSWORD_PATTERN.test(password)).toBe(true),
  );
  it.each(['Ab#1', 'abcdef#1', 'ABCDEF#1', 'Abcdefg1', 'Abcdefg#'])('refuses %s', (password) =>
    expect(PASSWORD_PATTERN.test(password)).toBe(false),
  );
});

describe('Google sign-in errors', () => {
  it('shows a known code, a generic message for any other, nothing without one', () => {
    expect(oidcLoginErrorMessage('cancelled', 'Google')).toBe('Google sign-in was cancelled.');
    expect(oidcLoginErrorMessage('<script>', 'Google')).toBe('Google sign-in failed. Please try again.');
    expect(oidcLoginErrorMessage('toString', 'Google')).toBe('Google sign-in failed. Please try again.');
    expect(oidcLoginErrorMessage(null, 'Google')).toBeNull();
  });
});
