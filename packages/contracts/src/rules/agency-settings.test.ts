import { describe, expect, it } from 'vitest';
import {
  isForeignUploadPath,
  validateBookingMenu,
  validateContactPhone,
  validateHexColor,
  validateMediaUrl,
  validateOverlay,
  validateWebLink,
} from './agency-settings';

describe('website settings rules', () => {
  it('takes colours as #RRGGBB only', () => {
    expect(validateHexColor('#0b7285')).toBeNull();
    expect(validateHexColor('#0B7285')).toBeNull();
    for (const bad of ['#fff', '0b7285', '#0b72851', 'teal', '#0b728g'])
      expect(validateHexColor(bad)).toBe('validation.hexColor');
  });

  it('takes images and videos from http(s) or the app’s own /media/ paths, nothing that can escape', () => {
    for (const good of ['', 'https://cdn.example.com/a.jpg', 'http://x.example/v.mp4', '/media/demo/hero.webm'])
      expect(validateMediaUrl(good), good).toBeNull();
    for (const bad of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      '//evil.example/a.jpg',
      '/api/agency',
      '/media/../data/db',
      '/media/demo/a b.jpg',
      'https://cdn.example.com/a.jpg")',
      'https://',
    ])
      expect(validateMediaUrl(bad), bad).toBe('validation.url');
  });

  it('takes social links from http(s) only', () => {
    expect(validateWebLink('https://www.facebook.com/agency')).toBeNull();
    expect(validateWebLink('/media/demo/hero.jpg')).toBe('validation.url');
    expect(validateWebLink('facebook.com/agency')).toBe('validation.url');
  });

  it('tells an upload of another agency from one of this agency', () => {
    expect(isForeignUploadPath('/media/uploads/a1/logo/x.png', 'a1')).toBe(false);
    expect(isForeignUploadPath('/media/uploads/b2/logo/x.png', 'a1')).toBe(true);
    expect(isForeignUploadPath('/media/demo/hero.jpg', 'a1')).toBe(false);
  });

  it('takes a whole overlay percent from 0 to 100', () => {
    for (const good of [0, 35, 100]) expect(validateOverlay(good)).toBeNull();
    for (const bad of [-1, 101, 12.5, Number.NaN]) expect(validateOverlay(bad)).toBe('validation.percentRange');
  });

  it('takes digits, spaces, + ( ) - in a phone number', () => {
    expect(validateContactPhone('+351 (21) 555-0142')).toBeNull();
    expect(validateContactPhone('call us')).toBe('validation.phone');
  });

  it('keeps every booking type once and at least one active', () => {
    const menu = (active: boolean[]) =>
      (['Flights', 'Hotels', 'Cars', 'Activities'] as const).map((title, i) => ({ title, active: active[i] ?? false }));
    expect(validateBookingMenu(menu([false, true, false, false]))).toBeNull();
    expect(validateBookingMenu(menu([false, false, false, false]))).toBe('validation.bookingMenuActive');
    expect(validateBookingMenu(menu([true, true, true, true]).slice(1))).toBe('validation.invalid');
  });
});
