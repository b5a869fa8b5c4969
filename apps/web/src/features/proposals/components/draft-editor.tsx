import { Alert, Button, Checkbox, CloseButton, Group, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { formatMoney, type ProposalDetail, type ProposalExtraKind } from '@travel/contracts';
import { ApiError } from '../../../shared/api/api-error';
import { PlaceField } from '../../../shared/hotel/place-field';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/react';
import { notify } from '../../../shared/ui/notify';
import { Ltr } from '../../../shared/widgets/ltr';
import { useEditDraft } from '../api/extras';
import { useSearchHotels, useSearchProposalHotel } from '../api/proposals';
import { HotelResults, MAX_OPTIONS, type ChosenRate } from './hotel-picker';
import { NoteAndValidity } from './note-and-validity';
import { ExtrasPicker, type ChosenExtra } from './extras-picker';

const DAY_MS = 86_400_000;

/** The server's errors of a draft's hotel options: the new options, their search, the kept ones. */
const isHotelField = (field: string) => /^(options|corelationId|keepOptions)(\.|$)/.test(field);

/**
 * A draft changed before it is sent: hotel options kept or removed, or added (up to three in all)
 * from a hotel search of the same stay at a place the agent picks; extras added from live
 * searches; the note and how long it stays valid. The server refuses once it is sent.
 */
export function DraftEditor({ proposal, onDone }: { proposal: ProposalDetail; onDone(): void }) {
  const { t } = useTranslation('proposals');
  const language = currentLanguage();
  const edit = useEditDraft(proposal._id);
  const [keepOptions, setKeepOptions] = useState<number[]>(proposal.options.map((_, index) => index));
  const [keepExtras, setKeepExtras] = useState<ProposalExtraKind[]>(proposal.extras.map((extra) => extra.kind));
  const [extras, setExtras] = useState<ChosenExtra[]>([]);
  const [added, setAdded] = useState<ChosenRate[]>([]);
  const [note, setNote] = useState(proposal.note);
  // The days left of its validity, counted once when the editor opens.
  const [validDays, setValidDays] = useState<number>(() =>
    Math.min(30, Math.max(1, Math.ceil((Date.parse(proposal.validUntil) - Date.now()) / DAY_MS))),
  );
  const [hotelSearch, setHotelSearch] = useState<{ placeId: string; corelationId: string } | null>(null);
  const optionCount = keepOptions.length + added.length;
  const toggle = <T,>(list: T[], value: T, isOn: boolean) =>
    isOn ? [...list, value] : list.filter((item) => item !== value);
  const save = () =>
    edit.mutate(
      {
        keepOptions,
        keepExtras,
        extras: extras.map((extra) => extra.input),
        note,
        validDays,
        ...(hotelSearch ? { corelationId: hotelSearch.corelationId } : {}),
        options: added.map((option) => ({
          hotelId: option.hotelId,
          vendor: option.vendor,
          rateKey: option.rate.rateKey,
        })),
      },
      {
        onSuccess: () => {
          void notify(t('edit.saved'), 'success');
          onDone();
        },
      },
    );
  const errors = edit.error instanceof ApiError ? Object.entries(edit.error.details) : [];
  const hotelErrors = errors.filter(([field]) => isHotelField(field)).map(([, message]) => message);
  // The note's and validity's errors show at their fields; the others (extras) above the buttons.
  const fieldErrors = errors.filter(([field]) => field === 'note' || field === 'validDays');
  const details = errors
    .filter(([field]) => !isHotelField(field) && field !== 'note' && field !== 'validDays')
    .map(([, message]) => message);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="draft-editor" data-testid="draft-editor">
      <Stack gap="md">
        <Title order={2} size="h4" id="draft-editor">
          {t('edit.title')}
        </Title>
        <Stack gap={4} role="group" aria-label={t('detail.options')}>
          {proposal.options.map((option, index) => (
            <Checkbox
              key={`${option.hotelId}-${option.roomTypeCode}`}
              label={`${index + 1}. ${option.hotelName} · ${option.roomName} · ${formatMoney({ amount: option.total, currency: proposal.currency }, language)}`}
              checked={keepOptions.includes(index)}
              // Kept again only while the proposal has room for it beside the added ones.
              disabled={!keepOptions.includes(index) && optionCount >= MAX_OPTIONS}
              onChange={(event) => {
                // Read now: the event's target is gone by the time React runs the update.
                const isOn = event.currentTarget.checked;
                setKeepOptions((list) => toggle(list, index, isOn));
              }}
            />
          ))}
          {proposal.extras.map((extra) => (
            <Checkbox
              key={extra.kind}
              label={`${t(`extras.kind.${extra.kind}`)}: ${extra.title}`}
              checked={keepExtras.includes(extra.kind)}
              onChange={(event) => {
                const isOn = event.currentTarget.checked;
                setKeepExtras((list) => toggle(list, extra.kind, isOn));
              }}
            />
          ))}
          {added.map((option) => (
            <Group key={option.rate.rateKey} justify="space-between" wrap="nowrap" data-testid="added-option">
              <Text size="sm" style={{ minWidth: 0 }}>
                {option.hotelName} · {option.rate.roomName} ·{' '}
                <Ltr>{formatMoney(option.rate.price.total, language)}</Ltr>
              </Text>
              <CloseButton
                aria-label={t('new.remove', { hotel: option.hotelName })}
                onClick={() => setAdded((list) => list.filter((item) => item !== option))}
              />
            </Group>
          ))}
        </Stack>
        <AddHotel
          proposal={proposal}
          search={hotelSearch}
          onSearch={(search) => {
            // Rates of one search go with its id: a new search drops what was added from the last.
            setHotelSearch(search);
            setAdded([]);
          }}
          isFull={optionCount >= MAX_OPTIONS}
          chosenKeys={added.map((option) => option.rate.rateKey)}
          onAdd={(option) =>
            setAdded((list) => (keepOptions.length + list.length >= MAX_OPTIONS ? list : [...list, option]))
          }
          errors={hotelErrors}
        />
        <ExtrasPicker
          stay={{
            checkIn: proposal.stayPeriod.start,
            checkOut: proposal.stayPeriod.end,
            adults: Math.max(
              1,
              proposal.occupancies.reduce((sum, room) => sum + room.numOfRoom * room.numOfAdults, 0),
            ),
            country: proposal.nationality.alpha2Code,
            currency: proposal.currency,
          }}
          chosen={extras}
          onChange={setExtras}
          kept={keepExtras}
        />
        <NoteAndValidity
          note={note}
          onNote={setNote}
          validDays={validDays}
          onValidDays={setValidDays}
          errors={Object.fromEntries(fieldErrors)}
        />
        {edit.isError && (details.length > 0 || errors.length === 0) && (
          <Alert color="red" role="alert">
            {details.length > 0 ? details.join(' ') : edit.error.message}
          </Alert>
        )}
        <Group gap="sm">
          <Button onClick={save} loading={edit.isPending} disabled={optionCount === 0}>
            {t('edit.save')}
          </Button>
          <Button variant="default" onClick={onDone}>
            {t('edit.cancel')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * Adding hotel options to a draft: a hotel search of the proposal's own stay at a place the agent
 * picks, then the builder's hotels and rates to add from, up to the proposal's three options.
 */
function AddHotel(props: {
  proposal: ProposalDetail;
  search: { placeId: string; corelationId: string } | null;
  onSearch(search: { placeId: string; corelationId: string }): void;
  isFull: boolean;
  chosenKeys: string[];
  onAdd(option: ChosenRate): void;
  errors: string[];
}) {
  const { proposal, search, onSearch, errors, ...picking } = props;
  const { t } = useTranslation('proposals');
  const [placeId, setPlaceId] = useState<string | null>(search?.placeId ?? null);
  const searchStay = useSearchProposalHotel(proposal);
  const hotels = useSearchHotels(search?.corelationId ?? '');
  const searchError = searchStay.error instanceof ApiError ? searchStay.error : null;
  const run = () => {
    if (placeId) searchStay.mutate(placeId, { onSuccess: (corelationId) => onSearch({ placeId, corelationId }) });
  };
  return (
    <Stack gap="sm" component="section" aria-labelledby="draft-add-hotel" data-testid="draft-add-hotel">
      <Title order={3} size="h5" id="draft-add-hotel">
        {t('edit.addHotel')}
      </Title>
      <Text size="sm" c="dimmed">
        {picking.isFull ? t('edit.full', { max: MAX_OPTIONS }) : t('edit.addHotelHint')}
      </Text>
      {errors.length > 0 && (
        <Alert color="red" role="alert" data-testid="draft-hotel-error">
          {errors.join(' ')}
        </Alert>
      )}
      <Group align="flex-end" gap="sm" wrap="wrap">
        <div style={{ flex: '1 1 240px', minWidth: 0 }}>
          <PlaceField
            value={placeId}
            onChange={(place) => setPlaceId(place.id)}
            error={searchError?.details.locationId}
          />
        </div>
        <Button variant="default" onClick={run} loading={searchStay.isPending} disabled={!placeId}>
          {t('edit.searchHotels')}
        </Button>
      </Group>
      {searchStay.isError && !searchError?.details.locationId && (
        <Alert color="red" role="alert">
          {searchStay.error.message}
        </Alert>
      )}
      {hotels.isError && (
        <Alert color="red" role="alert">
          {hotels.error.message}
        </Alert>
      )}
      {search && !hotels.isError && (
        // The search's hotels scroll in their own box, so the draft's note and save stay near.
        <ScrollArea.Autosize mah={560} type="auto" offsetScrollbars>
          <Stack gap="sm">
            <HotelResults corelationId={search.corelationId} hotels={hotels.data} {...picking} />
          </Stack>
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
}
