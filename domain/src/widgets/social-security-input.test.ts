import { describe, expect, it } from 'vitest';
import {
  createSocialSecurityInput,
  SOCIAL_SECURITY_FIELD_LENGTHS,
  switchSocialSecurityMode,
} from './social-security-input.ts';

describe('social-security number input', () => {
  it('starts empty in standard mode', () => {
    expect(createSocialSecurityInput()).toEqual({ mode: 'standard', number: '', key: '' });
  });

  it('resets the number and key when switching mode', () => {
    const typed = { mode: 'standard' as const, number: '1850275123456', key: '12' };
    expect(switchSocialSecurityMode(typed, 'monaco')).toEqual({ mode: 'monaco', number: '', key: '' });
  });

  it('keeps the number when the same mode is chosen again', () => {
    const typed = { mode: 'monaco' as const, number: '12345', key: '' };
    expect(switchSocialSecurityMode(typed, 'monaco')).toBe(typed);
  });

  it('uses a 13-character NIR field and an 11-character Monaco field', () => {
    expect(SOCIAL_SECURITY_FIELD_LENGTHS).toEqual({ standard: 13, monaco: 11 });
  });
});
