import { Container, Grid, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A checkout page of any vertical: its title, the form (or payment) in the wide column, the price aside. */
export function CheckoutLayout({ title, aside, children }: { title: string; aside: ReactNode; children: ReactNode }) {
  return (
    <Container size="xl" py="lg" w="100%">
      <Title order={1} size="h2" mb="md">
        {title}
      </Title>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">{children}</Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>{aside}</Grid.Col>
      </Grid>
    </Container>
  );
}
