import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../testing/render';
import { testAgency } from '../../testing/test-agency';
import { Footer } from './footer';

describe('Footer', () => {
  it('shows each company, contact and social link only when the agency has it', () => {
    renderUi(<Footer />, {
      agency: testAgency({
        privacyPolicy: 'Our policy',
        contactEmailId: 'hi@x.example',
        instagram: 'https://instagram.com/x',
      }),
    });
    const company = within(screen.getByTestId('footer-company'));
    expect(company.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy-policy');
    expect(company.getByRole('link', { name: 'Terms & Conditions' })).toBeTruthy();
    expect(company.queryByRole('link', { name: 'Cookies Policy' })).toBeNull();
    expect(company.queryByRole('link', { name: 'Disclaimer' })).toBeNull();
    const contact = within(screen.getByTestId('footer-contact'));
    expect(contact.getByRole('link', { name: 'hi@x.example' }).getAttribute('href')).toBe('mailto:hi@x.example');
    const social = within(screen.getByTestId('footer-social'));
    expect(social.getAllByRole('link').map((link) => link.getAttribute('aria-label'))).toEqual(['Instagram']);
  });

  it('leaves out the contact and social columns when the agency has none', () => {
    renderUi(<Footer />);
    expect(screen.queryByTestId('footer-contact')).toBeNull();
    expect(screen.queryByTestId('footer-social')).toBeNull();
  });
});
