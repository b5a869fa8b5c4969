import { Paper, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/** A titled region of the reservation page. */
export function DetailSection({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  const id = useId();
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={id} data-testid={testId}>
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
