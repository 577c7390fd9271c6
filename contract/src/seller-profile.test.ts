import { describeResponseTime, memberSinceText } from './seller-profile';

describe('describeResponseTime', () => {
  it.each([
    [60, 'within an hour'],
    [3600, 'within an hour'],
    [3601, 'within 2 hours'],
    [23 * 3600, 'within 23 hours'],
    [24 * 3600, 'within a day'],
    [30 * 3600, 'within 2 days'],
  ])('%i s reads %s', (seconds, text) => {
    expect(describeResponseTime(seconds)).toBe(text);
  });
});

describe('memberSinceText', () => {
  it('names the month', () => {
    expect(memberSinceText('2026-12')).toBe('Dec 2026');
    expect(memberSinceText('2024-01')).toBe('Jan 2024');
  });
});
