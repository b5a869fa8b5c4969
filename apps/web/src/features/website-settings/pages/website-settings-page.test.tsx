import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { Logo } from '../../../shared/layout/logo';
import { bodiesSent } from '../../../testing/mock-api';
import { signOut, testProfile } from '../../../testing/session';
import { demoAgency, mockApi, renderPage } from '../testing/settings-fixtures';
import { WebsiteSettingsPage } from './website-settings-page';

const toast = vi.hoisted(() => vi.fn());
vi.mock('@mantine/notifications', () => ({ notifications: { show: toast } }));

beforeAll(() => i18n.loadNamespaces(['website']));
beforeEach(() => toast.mockClear());
afterEach(() => signOut());

const AGENCY = '/api/agency';
const toasts = () =>
  toast.mock.calls.map(([options]) => ({
    message: (options as { message: string }).message,
    color: (options as { color: string }).color,
  }));
const settingsForm = async () => within(await screen.findByRole('form', { name: 'Website settings' }));
const saveButton = (form: Awaited<ReturnType<typeof settingsForm>>) =>
  form.getByRole<HTMLButtonElement>('button', { name: 'Save changes' });
const textbox = (form: Awaited<ReturnType<typeof settingsForm>>, name: string) =>
  form.getByRole<HTMLInputElement>('textbox', { name });

/** The server: GET answers the stored agency, PATCH merges what was sent into it. */
function mockServer(overrides: Parameters<typeof mockApi>[0] = {}) {
  let stored = demoAgency();
  return mockApi({
    [`GET ${AGENCY}`]: () => ({ body: { data: stored } }),
    [`PATCH ${AGENCY}`]: (body) => {
      stored = { ...stored, ...(body as object) };
      return { body: { message: 'Data updated successfully', data: stored } };
    },
    ...overrides,
  });
}

describe('/settings/website', () => {
  it('starts from the agency with Save off, then saves only the changed fields', async () => {
    const user = userEvent.setup();
    const fetchMock = mockServer();
    renderPage(<WebsiteSettingsPage />);
    const form = await settingsForm();
    expect(textbox(form, 'Heading').value).toBe('Discover the world with Blue Horizon');
    expect(textbox(form, 'Twitter').value).toBe('https://x.com/bluehorizon_example');
    expect(saveButton(form).disabled).toBe(true);
    expect(form.getByTestId('save-status').textContent).toBe('No changes to save.');

    await user.clear(textbox(form, 'Heading'));
    await user.type(textbox(form, 'Heading'), 'Your next trip starts here');
    await user.clear(textbox(form, 'Twitter'));
    await user.click(form.getByRole('switch', { name: 'Cars' }));
    form.getByRole('slider', { name: 'Background overlay' }).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(form.getByTestId('overlay-value').textContent).toBe('37 %');
    expect(form.getByTestId('save-status').textContent).toBe('You have unsaved changes.');
    await user.click(saveButton(form));

    await waitFor(() => expect(toasts()).toEqual([{ message: 'Data updated successfully', color: 'green' }]));
    expect(bodiesSent(fetchMock, 'PATCH', AGENCY)).toEqual([
      {
        heading: 'Your next trip starts here',
        twitter: null,
        backgroundOverlay: 37,
        bookingMenuItemOptions: [
          { title: 'Flights', active: true },
          { title: 'Hotels', active: true },
          { title: 'Cars', active: false },
          { title: 'Activities', active: true },
        ],
      },
    ]);
    // The form starts again from what the server saved: nothing left to save.
    await waitFor(async () => expect(saveButton(await settingsForm()).disabled).toBe(true));
    const saved = await settingsForm();
    expect(textbox(saved, 'Heading').value).toBe('Your next trip starts here');
    expect(textbox(saved, 'Twitter').value).toBe('');
    expect(saved.getByTestId('save-status').textContent).toBe('No changes to save.');
  });

  it("refreshes the site's agency: the header logo, the brand colour and the page title follow at once", async () => {
    const user = userEvent.setup();
    mockServer();
    renderPage(
      <>
        <Logo />
        <WebsiteSettingsPage />
      </>,
    );
    const form = await settingsForm();
    expect(screen.getByRole('img', { name: 'Blue Horizon Travel' })).toBeTruthy();
    await user.clear(textbox(form, 'Agency name'));
    await user.type(textbox(form, 'Agency name'), 'Blue Horizon Journeys');
    await user.clear(textbox(form, 'Brand colour'));
    await user.type(textbox(form, 'Brand colour'), '#5F3DC4');
    await user.click(saveButton(form));

    expect(await screen.findByRole('img', { name: 'Blue Horizon Journeys' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Blue Horizon Journeys'));
    expect(document.getElementById('brand')?.textContent).toContain('--brand-color:#5f3dc4');
  });

  it("shows the rules' messages, and keeps Save off while a value is invalid", async () => {
    const user = userEvent.setup();
    const fetchMock = mockServer();
    renderPage(<WebsiteSettingsPage />);
    const form = await settingsForm();

    await user.clear(textbox(form, 'Agency name'));
    await user.tab();
    expect(form.getByText('Required')).toBeTruthy();
    await user.type(textbox(form, 'Agency name'), 'Blue Horizon');

    await user.clear(textbox(form, 'Heading colour'));
    await user.type(textbox(form, 'Heading colour'), '#fff');
    await user.tab();
    expect(form.getByText('Use a colour like #1C7ED6')).toBeTruthy();

    await user.type(textbox(form, 'Facebook'), 'facebook.com/bluehorizon');
    await user.tab();
    expect(form.getByText('Enter a web address starting with http:// or https://')).toBeTruthy();

    await user.clear(textbox(form, 'Contact e-mail'));
    await user.type(textbox(form, 'Contact e-mail'), 'hello.bluehorizon.example');
    await user.tab();
    expect(form.getByText('Please include an @ in the email address')).toBeTruthy();

    for (const name of ['Flights', 'Hotels', 'Cars', 'Activities'])
      await user.click(form.getByRole('switch', { name }));
    expect(form.getByRole('alert').textContent).toBe('Keep at least one booking type active');

    expect(saveButton(form).disabled).toBe(true);
    expect(form.getByTestId('save-status').textContent).toBe('Correct the highlighted fields to save.');
    expect(bodiesSent(fetchMock, 'PATCH', AGENCY)).toEqual([]);

    // Fixed, the messages go and Save comes back.
    await user.clear(textbox(form, 'Heading colour'));
    await user.type(textbox(form, 'Heading colour'), '#ffd43b');
    await user.clear(textbox(form, 'Facebook'));
    await user.clear(textbox(form, 'Contact e-mail'));
    await user.click(form.getByRole('switch', { name: 'Hotels' }));
    expect(form.queryByText('Use a colour like #1C7ED6')).toBeNull();
    expect(form.queryByRole('alert')).toBeNull();
    expect(saveButton(form).disabled).toBe(false);
  });

  it('previews the hero with its colours and overlay as they are typed', async () => {
    const user = userEvent.setup();
    mockServer();
    renderPage(<WebsiteSettingsPage />);
    const form = await settingsForm();
    const preview = within(form.getByTestId('hero-preview'));
    expect(form.getByTestId('hero-preview-overlay').style.opacity).toBe('0.35');
    await user.clear(textbox(form, 'Heading'));
    await user.type(textbox(form, 'Heading'), 'Island hopping');
    await user.clear(textbox(form, 'Heading colour'));
    await user.type(textbox(form, 'Heading colour'), '#ffd43b');
    expect(preview.getByText('Island hopping').style.color).toBe('#ffd43b');
  });

  it('marks the hero texts with the language they are written in, and saves it', async () => {
    const user = userEvent.setup();
    const fetchMock = mockServer();
    renderPage(<WebsiteSettingsPage />);
    const form = await settingsForm();
    const heading = within(form.getByTestId('hero-preview')).getByText('Discover the world with Blue Horizon');
    expect(heading.closest('[lang]')?.getAttribute('lang')).toBe('en');

    await user.click(form.getByRole('combobox', { name: 'Language of these texts' }));
    await user.click(screen.getByRole('option', { name: 'Português' }));
    expect(heading.closest('[lang]')?.getAttribute('lang')).toBe('pt');
    await user.click(saveButton(form));
    await waitFor(() => expect(bodiesSent(fetchMock, 'PATCH', AGENCY)).toEqual([{ textLanguage: 'pt' }]));
  });

  it("puts the server's field errors on their fields until they change", async () => {
    const user = userEvent.setup();
    mockServer({
      [`PATCH ${AGENCY}`]: () => ({
        status: 400,
        body: {
          message: 'Please check the highlighted fields',
          code: 'VALIDATION_FAILED',
          details: { logo: 'Invalid value' },
        },
      }),
    });
    renderPage(<WebsiteSettingsPage />);
    const form = await settingsForm();
    const logo = textbox(form, 'Logo');
    await user.clear(logo);
    await user.type(logo, '/media/uploads/other-agency/logo/a.png');
    await user.click(saveButton(form));

    await waitFor(() => expect(logo.getAttribute('aria-invalid')).toBe('true'));
    expect(form.getByText('Invalid value')).toBeTruthy();
    expect(toasts()).toEqual([{ message: 'Please check the highlighted fields', color: 'red' }]);
    await user.type(logo, '{Backspace}');
    expect(form.queryByText('Invalid value')).toBeNull();
  });

  it('uploads a logo through a signed URL and saves its address', async () => {
    const user = userEvent.setup();
    const fileUrl = '/media/uploads/5b1f4b8e-1111-4222-8333-444455556666/logo/new.png';
    const fetchMock = mockServer({
      'POST /api/aws/signed-url': () => ({
        body: {
          data: {
            uploadUrl: '/api/uploads/logo-new?sig=abc',
            method: 'PUT',
            headers: { 'content-type': 'image/png' },
            fileUrl,
            maxBytes: 2_097_152,
          },
        },
      }),
      'PUT /api/uploads/logo-new': () => ({ status: 201, body: { message: 'Uploaded' } }),
    });
    renderPage(<WebsiteSettingsPage />);
    const form = await settingsForm();
    const upload = form.getByRole('button', { name: 'Upload file: Logo' });
    const input = upload.parentElement?.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input next to the upload button');
    await user.upload(input, new File(['png'], 'logo.png', { type: 'image/png' }));

    await waitFor(() => expect(textbox(form, 'Logo').value).toBe(fileUrl));
    expect(bodiesSent(fetchMock, 'POST', '/api/aws/signed-url')).toEqual([
      { ext: 'png', fieldName: 'logo', fileType: 'image/png', fileSize: 3 },
    ]);
    await user.click(saveButton(form));
    await waitFor(() => expect(bodiesSent(fetchMock, 'PATCH', AGENCY)).toEqual([{ logo: fileUrl }]));
  });

  it('tells agents who are not owners or admins that the settings are not theirs to change', async () => {
    const fetchMock = mockApi({}, testProfile({ userType: 'Agent', name: 'Ana Agent' }));
    renderPage(<WebsiteSettingsPage />);
    expect((await screen.findByTestId('website-settings-forbidden')).textContent).toBe(
      'Only the agency owner and admins can change the website settings.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Website settings' })).toBeTruthy();
    expect(fetchMock.mock.calls.some(([input]) => String(input) === AGENCY)).toBe(false);
  });
});
