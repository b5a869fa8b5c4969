import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Center,
  Container,
  Group,
  Loader,
  Modal,
  Pagination,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconTrash } from '@tabler/icons-react';
import { SHORT_LINK_TYPES, type AgencyShortUrl, type ShortLinkType } from '@travel/contracts';
import { useState } from 'react';
import { formatInstant } from '../../../shared/format/booking';
import { useTranslation } from '../../../shared/i18n/react';
import { notify } from '../../../shared/ui/notify';
import { DatePickerField, type DateRange } from '../../../shared/widgets/date-picker-field';
import { Ltr } from '../../../shared/widgets/ltr';
import { useDeleteShortLink, useShortLinks } from '../api/short-links';

const PAGE_SIZE = 20;
type TypeFilter = 'all' | ShortLinkType;

/**
 * `/short-links`: the agency's short links, each with who made it and its funnel (opened, then
 * searched, then booked through it); search, type and creation dates; delete after a confirm.
 */
export function ShortLinksPage() {
  const { t, i18n } = useTranslation('links');
  const { t: tCommon } = useTranslation('common');
  const [type, setType] = useState<TypeFilter>('all');
  const [searchText, setSearchText] = useState('');
  const [created, setCreated] = useState<DateRange | null>(null);
  const [page, setPage] = useState(1);
  const [search] = useDebouncedValue(searchText.trim(), 300);
  const [toDelete, setToDelete] = useState<AgencyShortUrl | null>(null);
  const links = useShortLinks({
    offSet: (page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
    type,
    search,
    startDate: created?.start,
    endDate: created?.end,
  });
  const remove = useDeleteShortLink();
  const rows = links.data?.shortUrls ?? [];
  const total = links.data?.totalRecords ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: (response) => {
        void notify(response.message, 'success');
        setToDelete(null);
      },
    });
  };

  return (
    <Container size="xl" py="xl" w="100%">
      <Stack gap="lg">
        <Title order={1}>{t('list.title')}</Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          <Select<TypeFilter>
            label={t('list.type')}
            data={(['all', ...SHORT_LINK_TYPES] as const).map((value) => ({ value, label: t(`types.${value}`) }))}
            value={type}
            allowDeselect={false}
            onChange={(value) => {
              setType(value ?? 'all');
              setPage(1);
            }}
          />
          <TextInput
            label={t('list.search')}
            placeholder={t('list.searchPlaceholder')}
            type="search"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={searchText}
            onChange={(event) => {
              setSearchText(event.currentTarget.value);
              setPage(1);
            }}
          />
          <DatePickerField
            type="range"
            label={t('list.created')}
            placeholder={t('list.anyDate')}
            minDate="2020-01-01"
            maxDays={3_660}
            value={created}
            onChange={(range) => {
              setCreated(range);
              setPage(1);
            }}
          />
        </SimpleGrid>
        <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }} aria-busy={links.isFetching}>
          {!links.data ? (
            links.isError ? (
              <Text c="red">{tCommon('common.somethingWentWrong')}</Text>
            ) : (
              <Center py="xl">
                <Loader aria-label={tCommon('common.loading')} />
              </Center>
            )
          ) : rows.length === 0 ? (
            <Text c="dimmed" ta="center" py="lg">
              {t('list.empty')}
            </Text>
          ) : (
            <>
              <Stack gap="sm" hiddenFrom="md" data-testid="short-links-cards">
                {rows.map((link) => (
                  <Paper key={link.id} withBorder radius="sm" p="sm" data-code={link.code}>
                    <Stack gap="xs">
                      <LinkCell link={link} />
                      <Text size="sm" c="dimmed">
                        {link.createdBy?.name ?? t('list.removedAgent')} ·{' '}
                        {formatInstant(link.createdAt, i18n.language)}
                      </Text>
                      <Group justify="space-between" align="flex-end">
                        <Funnel link={link} />
                        <DeleteButton link={link} onDelete={setToDelete} />
                      </Group>
                    </Stack>
                  </Paper>
                ))}
              </Stack>
              <Table.ScrollContainer minWidth={760} visibleFrom="md">
                <Table verticalSpacing="sm" data-testid="short-links-table">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('list.link')}</Table.Th>
                      <Table.Th>{t('list.madeBy')}</Table.Th>
                      <Table.Th>{t('list.createdAt')}</Table.Th>
                      <Table.Th>{t('list.funnel')}</Table.Th>
                      <Table.Th>
                        <VisuallyHidden>{t('list.actions')}</VisuallyHidden>
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {rows.map((link) => (
                      <Table.Tr key={link.id} data-code={link.code}>
                        <Table.Td>
                          <LinkCell link={link} />
                        </Table.Td>
                        <Table.Td>{link.createdBy?.name ?? t('list.removedAgent')}</Table.Td>
                        <Table.Td>{formatInstant(link.createdAt, i18n.language)}</Table.Td>
                        <Table.Td>
                          <Funnel link={link} />
                        </Table.Td>
                        <Table.Td>
                          <DeleteButton link={link} onDelete={setToDelete} />
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </>
          )}
        </Paper>
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('list.count', { count: total })}
          </Text>
          {pages > 1 && (
            <Pagination total={pages} value={page} onChange={setPage} aria-label={t('list.pages')} siblings={1} />
          )}
        </Group>
      </Stack>
      <Modal opened={toDelete !== null} onClose={() => setToDelete(null)} title={t('list.confirmTitle')} centered>
        <Stack>
          <Text>{t('list.confirmText')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setToDelete(null)}>
              {t('list.cancel')}
            </Button>
            <Button color="red" loading={remove.isPending} onClick={confirmDelete}>
              {t('list.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Container>
  );
}

function LinkCell({ link }: { link: AgencyShortUrl }) {
  const { t } = useTranslation('links');
  return (
    <Stack gap={2} miw={0}>
      <Group gap="xs" wrap="wrap">
        <Anchor href={link.shortUrl} target="_blank" rel="noopener" fw={600} style={{ wordBreak: 'break-all' }}>
          <Ltr>{link.shortUrl.replace(/^https?:\/\//, '')}</Ltr>
        </Anchor>
        <Badge variant="light" size="sm">
          {t(`types.${link.type}`)}
        </Badge>
      </Group>
      <Text size="xs" c="dimmed" lineClamp={1} maw={420} title={link.url} style={{ wordBreak: 'break-all' }}>
        <Ltr>{link.url}</Ltr>
      </Text>
    </Stack>
  );
}

/** Opened, then searched, then booked through the link. */
function Funnel({ link }: { link: AgencyShortUrl }) {
  const { t } = useTranslation('links');
  return (
    <Stack gap={0} data-testid="funnel">
      <Text size="sm" data-testid="clicks">
        {t('list.clicks', { count: link.clicks })}
      </Text>
      <Text size="sm" data-testid="searches">
        {t('list.searches', { count: link.searches })}
      </Text>
      <Text size="sm" fw={600} data-testid="bookings">
        {t('list.bookings', { count: link.bookings })}
      </Text>
    </Stack>
  );
}

function DeleteButton({ link, onDelete }: { link: AgencyShortUrl; onDelete(link: AgencyShortUrl): void }) {
  const { t } = useTranslation('links');
  return (
    <Tooltip label={t('list.delete')} withArrow>
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={t('list.deleteOne', { code: link.code })}
        onClick={() => onDelete(link)}
      >
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
