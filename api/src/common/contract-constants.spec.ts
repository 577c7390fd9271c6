import * as shared from '@usedcars/shared-ui/api/messages';
import * as sharedTypes from '@usedcars/shared-ui/api/types';
import * as ours from './contract-constants';

// The build checks the string constants against shared-ui's types; this checks the values the type checker cannot
// see (the password rule is a RegExp).
describe('contract constants', () => {
  it('match shared-ui at run time', () => {
    expect(ours.PASSWORD_PATTERN.source).toBe(shared.PASSWORD_PATTERN.source);
    expect(ours.PASSWORD_PATTERN.flags).toBe(shared.PASSWORD_PATTERN.flags);
    expect(ours.SIGNUP_MESSAGES).toEqual(shared.SIGNUP_MESSAGES);
    expect(ours.LOGIN_MESSAGES).toEqual(shared.LOGIN_MESSAGES);
    expect(ours.RATE_LIMITED_MESSAGE).toBe(shared.RATE_LIMITED_MESSAGE);
    expect(ours.ACCESS_TOKEN_COOKIE).toBe(sharedTypes.ACCESS_TOKEN_COOKIE);
    expect(ours.SIGNUP_ROLES).toEqual(sharedTypes.SIGNUP_ROLES);
    expect(ours.ROLES).toEqual(sharedTypes.ROLES);
    expect(ours.PRODUCT_SORTS).toEqual(sharedTypes.PRODUCT_SORTS);
    expect(ours.LISTING_STATUSES).toEqual(sharedTypes.LISTING_STATUSES);
    const { confirmDelete, ...addProduct } = shared.ADD_PRODUCT_MESSAGES;
    expect(confirmDelete('X')).toBe('Are you sure delete X');
    expect(ours.ADD_PRODUCT_MESSAGES).toEqual(addProduct);
    expect(ours.CATALOGUE_MESSAGES).toEqual(shared.CATALOGUE_MESSAGES);
    for (const name of ['SUV', '  Sports  Car ', 'Mini\tVan', 'x'])
      expect(ours.catalogueValue(name)).toBe(shared.catalogueValue(name));
  });
});
