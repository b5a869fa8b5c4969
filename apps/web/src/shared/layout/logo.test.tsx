import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { UserProfile } from '@travel/contracts';
import { renderUi } from '../../testing/render';
import { signInAs, signOut, testProfile } from '../../testing/session';
import { testAgency } from '../../testing/test-agency';
import { useSession } from '../session/session-context';
import { Logo } from './logo';

afterEach(() => signOut());

/** Says whose profile the session has read, so a test can wait for it. */
function ProfileProbe() {
  const { profile } = useSession();
  return <output data-testid="profile">{profile?.userType ?? ''}</output>;
}

const logoLink = () => screen.getByRole('link', { name: 'Test Travel home' });

describe('Logo', () => {
  it("shows 'Your logo' when the agency has no logo, linking home for a visitor", () => {
    signInAs(null);
    renderUi(<Logo />);
    expect(logoLink().textContent).toBe('Your logo');
    expect(logoLink().getAttribute('href')).toBe('/');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it("shows the agency's logo, named by the agency", () => {
    signInAs(null);
    renderUi(<Logo />, { agency: testAgency({ logo: '/media/logo.svg' }) });
    const image = screen.getByRole('img', { name: 'Test Travel' });
    expect(image.getAttribute('src')).toBe('/media/logo.svg');
    expect(screen.queryByText('Your logo')).toBeNull();
  });

  it.each<[string, Partial<UserProfile>]>([
    ['an unsubscribed agency owner', { userType: 'AgencyOwner', isSubscribed: false }],
    ['an unsubscribed admin', { userType: 'Admin', isSubscribed: false }],
  ])('links %s to the subscription page', async (_label, user) => {
    signInAs(testProfile(user));
    renderUi(<Logo />);
    await waitFor(() => expect(logoLink().getAttribute('href')).toBe('/subscription'));
  });

  it.each<[string, Partial<UserProfile>]>([
    ['a subscribed agency owner', { userType: 'AgencyOwner', isSubscribed: true }],
    ['a subscribed admin', { userType: 'Admin', isSubscribed: true }],
    ['an unsubscribed agent', { userType: 'Agent', isSubscribed: false }],
    ['an unsubscribed client', { userType: 'Client', isTravelAgent: false, isSubscribed: false }],
  ])('links %s home', async (_label, user) => {
    const profile = testProfile(user);
    signInAs(profile);
    renderUi(
      <>
        <Logo />
        <ProfileProbe />
      </>,
    );
    // Once the profile has been read, the link is still home.
    await waitFor(() => expect(screen.getByTestId('profile').textContent).toBe(profile.userType));
    expect(logoLink().getAttribute('href')).toBe('/');
  });
});
