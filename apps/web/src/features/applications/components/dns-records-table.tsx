import { ActionIcon, Badge, CopyButton, Group, Table, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import type { MailDomain } from '@travel/contracts';
import { useTranslation } from '../../../shared/i18n/react';
import { Ltr } from '../../../shared/widgets/ltr';

function CopyValue({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation('links');
  return (
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <Tooltip label={copied ? t('share.copied') : t('share.copy')} withArrow>
          <ActionIcon variant="subtle" onClick={copy} aria-label={copied ? t('share.copied') : label}>
            {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
          </ActionIcon>
        </Tooltip>
      )}
    </CopyButton>
  );
}

/** The records to create at the DNS host, each with copy buttons and the last check's finding. */
export function DnsRecordsTable({ records }: { records: MailDomain['records'] }) {
  const { t } = useTranslation('links');
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="xs" data-testid="dns-records">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('apps.mail.record')}</Table.Th>
            <Table.Th>{t('apps.mail.name')}</Table.Th>
            <Table.Th>{t('apps.mail.value')}</Table.Th>
            <Table.Th>{t('apps.mail.check')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {records.map((record) => (
            <Table.Tr key={record.purpose} data-purpose={record.purpose}>
              <Table.Td>
                <Text fw={600} size="sm">
                  {t(`apps.mail.purposes.${record.purpose}`)}
                </Text>
                <Text size="xs" c="dimmed">
                  {record.type}
                </Text>
              </Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
                    <Ltr>{record.name}</Ltr>
                  </Text>
                  <CopyValue value={record.name} label={t('apps.mail.copyName', { record: record.type })} />
                </Group>
              </Table.Td>
              <Table.Td maw={360}>
                <Group gap={4} wrap="nowrap">
                  <Text size="xs" ff="monospace" lineClamp={2} style={{ wordBreak: 'break-all' }} title={record.value}>
                    <Ltr>{record.value}</Ltr>
                  </Text>
                  <CopyValue value={record.value} label={t('apps.mail.copyValue', { record: record.type })} />
                </Group>
              </Table.Td>
              <Table.Td data-testid="record-check">
                {record.found === null ? (
                  <Badge color="gray" variant="light">
                    {t('apps.mail.notChecked')}
                  </Badge>
                ) : record.found ? (
                  <Badge color="teal" variant="light">
                    {t('apps.mail.found')}
                  </Badge>
                ) : (
                  <Badge color="red" variant="light">
                    {t('apps.mail.missing')}
                  </Badge>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
