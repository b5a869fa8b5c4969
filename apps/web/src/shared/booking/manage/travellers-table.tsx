import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/** A column of the travellers table: its header and what it shows of each traveller. */
export interface TravellerColumn<T> {
  header: string;
  cell(traveller: T): ReactNode;
}

/**
 * A booking's travellers: their name, then the vertical's own columns (a flight's passenger
 * type and ticket number, a hotel guest's room).
 */
export function TravellersTable<T extends { givenName: string; familyName: string }>({
  travellers,
  nameHeader,
  columns,
}: {
  travellers: readonly T[];
  nameHeader: string;
  columns: ReadonlyArray<TravellerColumn<T>>;
}) {
  return (
    <Table.ScrollContainer minWidth={300}>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{nameHeader}</Table.Th>
            {columns.map((column) => (
              <Table.Th key={column.header}>{column.header}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {travellers.map((traveller, index) => (
            <Table.Tr key={`${traveller.givenName}-${traveller.familyName}-${index}`} data-testid="traveller">
              <Table.Td>
                {traveller.givenName} {traveller.familyName}
              </Table.Td>
              {columns.map((column) => (
                <Table.Td key={column.header}>{column.cell(traveller)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
