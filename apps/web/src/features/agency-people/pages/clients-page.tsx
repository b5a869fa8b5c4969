import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/react';
import { usePeople } from '../api/people';
import { BulkActions } from '../components/bulk-actions';
import { ExportClients } from '../components/export-clients';
import { ImportClients } from '../components/import-clients';
import { PeopleListFrame } from '../components/people-list-frame';
import { PeopleTable } from '../components/people-table';
import { UserTypeButton } from '../components/user-type-button';
import { useListParams } from '../lib/list-params';
import { usePeoplePermissions } from '../lib/permissions';

/**
 * The agency's clients (agent area, /clients): search, pages of 50, a status switch per row,
 * bulk actions on the selected rows, promotion to agent, the CSV export and the import wizard.
 */
export function ClientsPage() {
  const { t } = useTranslation('people');
  const params = useListParams();
  const list = usePeople('clients', params.query);
  const can = usePeoplePermissions();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [isImporting, importer] = useDisclosure(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const people = list.data?.people ?? [];
  const selectedPeople = people.filter((person) => selected.has(person._id));
  return (
    <>
      <PeopleListFrame
        kind="clients"
        params={params}
        list={list}
        headingRef={headingRef}
        tools={
          <>
            <Button leftSection={<IconUpload size={16} aria-hidden />} onClick={importer.open}>
              {t('import.open')}
            </Button>
            {can.canExport && <ExportClients />}
          </>
        }
        above={
          <BulkActions selected={selectedPeople} actions={can.clientActions} onDone={() => setSelected(new Set())} />
        }
      >
        {(page) => (
          <PeopleTable
            kind="clients"
            people={page.people}
            canChangeStatus={can.canChangeStatus}
            selection={{ selected, onChange: setSelected }}
            actions={
              can.canPromote
                ? (person) => (
                    <UserTypeButton kind="clients" person={person} onDone={() => headingRef.current?.focus()} />
                  )
                : undefined
            }
          />
        )}
      </PeopleListFrame>
      <ImportClients opened={isImporting} onClose={importer.close} />
    </>
  );
}
