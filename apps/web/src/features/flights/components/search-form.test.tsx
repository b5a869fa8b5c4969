import { MantineProvider } from '@mantine/core';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { IsoDate } from '@travel/contracts';
import { queryClient, QueryProvider } from '../../../shared/api/query-provider';
import { i18n } from '../../../shared/i18n/i18n';
import { renderUi } from '../../../testing/render';
import { testAgency } from '../../../testing/test-agency';
import { defaultSearchForm, updateLeg, type FlightSearchForm } from '../lib/search-form';
import { mockApi } from '../testing/flight-fixtures';
import { SearchForm } from './search-form';

const TODAY = '2026-11-21' as IsoDate;

/** Lisbon to New York, every field filled: a search that may be sent. */
function completeForm(): FlightSearchForm {
  const form = defaultSearchForm(TODAY);
  const [first] = form.legs;
  if (!first) throw new Error('the default form has no leg');
  return updateLeg(form, first.id, { from: 'LIS', to: 'JFK' });
}

function renderForm(form: FlightSearchForm, status: 'Active' | 'inactive') {
  queryClient.clear();
  const onSubmit = vi.fn();
  renderUi(
    <MantineProvider env="test">
      <QueryProvider>
        <SearchForm form={form} onChange={() => undefined} onSubmit={onSubmit} today={TODAY} />
      </QueryProvider>
    </MantineProvider>,
    { agency: testAgency({ status }) },
  );
  return onSubmit;
}

const searchButton = () => screen.getByRole('button', { name: 'Search' });

beforeAll(() => i18n.loadNamespaces(['flights', 'widgets']));
beforeEach(() => mockApi({}));
afterEach(() => vi.unstubAllGlobals());

describe('SearchForm', () => {
  it('sends a complete search on an active agency', async () => {
    const user = userEvent.setup();
    const form = completeForm();
    const onSubmit = renderForm(form, 'Active');
    expect(searchButton().hasAttribute('disabled')).toBe(false);
    await user.click(searchButton());
    expect(onSubmit).toHaveBeenCalledWith(form);
  });

  it('keeps Search disabled on an inactive agency, even with every field filled, and says why', () => {
    const onSubmit = renderForm(completeForm(), 'inactive');
    const button = searchButton();
    expect(button.hasAttribute('disabled')).toBe(true);
    const reasonId = button.getAttribute('aria-describedby');
    expect(reasonId).toBeTruthy();
    expect(document.getElementById(reasonId ?? '')?.textContent).toBe(
      'Agency is inactive, Please contact the administrator',
    );
    // Enter in a field submits the form without the button: nothing is sent either.
    const form = button.closest('form');
    if (!form) throw new Error('Search is outside its form');
    fireEvent.submit(form);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('names the missing fields, not the agency, when an active agency has an incomplete search', () => {
    renderForm(defaultSearchForm(TODAY), 'Active');
    expect(searchButton().hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Choose where you fly from and to.')).toBeTruthy();
    expect(screen.queryByText('Agency is inactive, Please contact the administrator')).toBeNull();
  });
});
