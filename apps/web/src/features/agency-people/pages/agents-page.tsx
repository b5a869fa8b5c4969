import { useRef } from 'react';
import { useTranslation } from '../../../shared/i18n/react';
import { usePeople } from '../api/people';
import { InviteAgent } from '../components/invite-agent';
import { PeopleListFrame } from '../components/people-list-frame';
import { PeopleTable } from '../components/people-table';
import { UserTypeButton } from '../components/user-type-button';
import { RestrictedSwitch } from '../components/restricted-switch';
import { ManagersOnly } from '../components/managers-only';
import { useListParams } from '../lib/list-params';

/**
 * The agency's agents (owners and admins, /agents): search, pages of 50, status and restricted
 * switches per row, back to client, and the invitation of a new agent.
 */
export function AgentsPage() {
  return (
    <ManagersOnly>
      <Agents />
    </ManagersOnly>
  );
}

function Agents() {
  const { t } = useTranslation('people');
  const params = useListParams();
  const list = usePeople('agents', params.query);
  const headingRef = useRef<HTMLHeadingElement>(null);
  return (
    <PeopleListFrame kind="agents" params={params} list={list} headingRef={headingRef} tools={<InviteAgent />}>
      {(page) => (
        <PeopleTable
          kind="agents"
          people={page.people}
          canChangeStatus
          columns={[
            { key: 'restricted', header: t('agents.restricted'), cell: (agent) => <RestrictedSwitch agent={agent} /> },
          ]}
          actions={(agent) => (
            <UserTypeButton kind="agents" person={agent} onDone={() => headingRef.current?.focus()} />
          )}
        />
      )}
    </PeopleListFrame>
  );
}
