import { Alert, Anchor, Button, Center, Container, Loader, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { isAnswerableProposal } from '@travel/contracts';
import { ApiError } from '../../../shared/api/api-error';
import { useTranslation } from '../../../shared/i18n/react';
import { useAnswerDeal, useDeal } from '../api/deal';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const dealPath = (proposalId: string) => `/booknow/hotels/deal/${proposalId}`;

/** The proposal named by `?proposalId=` (a malformed one is no proposal). */
function useProposalId(): string {
  const id = useSearchParams()[0].get('proposalId') ?? '';
  return UUID.test(id) ? id : '';
}

/** The frame of an answer page: the deal loaded, or why not; a done answer links back to the deal. */
function AnswerFrame({ proposalId, title, children }: { proposalId: string; title: string; children: ReactNode }) {
  const { t } = useTranslation('hotel-deal');
  const deal = useDeal(proposalId);
  return (
    <Container size="sm" py="xl" w="100%">
      <Paper withBorder radius="md" p="lg">
        <Stack gap="md">
          <Title order={1}>{title}</Title>
          {!proposalId || deal.isError ? (
            <Alert color="red" role="alert" data-testid="answer-error">
              {deal.error instanceof ApiError ? deal.error.message : t('answer.notFound')}
            </Alert>
          ) : !deal.data ? (
            <Center>
              <Loader aria-label={t('common:common.loading')} />
            </Center>
          ) : (
            children
          )}
          {proposalId && (
            <Anchor component={Link} to={dealPath(proposalId)}>
              {t('answer.backToDeal')}
            </Anchor>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}

/** /allowAgentProposal?proposalId=&option=: the client asks the agent to book an option for them. */
export function AllowAgentProposalPage() {
  const { t } = useTranslation('hotel-deal');
  const proposalId = useProposalId();
  const option = Number.parseInt(useSearchParams()[0].get('option') ?? '0', 10) || 0;
  const deal = useDeal(proposalId);
  const answer = useAnswerDeal(proposalId);
  const chosen = deal.data?.options[option];
  const isOpen = deal.data && (isAnswerableProposal(deal.data.status) || deal.data.status === 'approved');
  return (
    <AnswerFrame proposalId={proposalId} title={t('allow.title')}>
      {answer.isSuccess || deal.data?.status === 'booking_requested' ? (
        <Alert color="teal" role="status" data-testid="answer-done">
          {t('allow.done', { agent: deal.data?.agentName ?? '' })}
        </Alert>
      ) : !chosen || !isOpen ? (
        <Alert color="yellow" role="status">
          {t('answer.closed')}
        </Alert>
      ) : (
        <Stack gap="sm">
          <Text>
            {t('allow.question', {
              agent: deal.data?.agentName ?? '',
              hotel: chosen.hotel.name,
              room: chosen.roomName,
            })}
          </Text>
          <Button
            onClick={() => answer.mutate({ answer: 'booking_requested', optionIndex: option })}
            loading={answer.isPending}
          >
            {t('allow.confirm', { agent: deal.data?.agentName ?? '' })}
          </Button>
        </Stack>
      )}
    </AnswerFrame>
  );
}

/** /disapproveProposal?proposalId=: the client says no, with a reason the agent reads. */
export function DisapproveProposalPage() {
  const { t } = useTranslation('hotel-deal');
  const proposalId = useProposalId();
  const deal = useDeal(proposalId);
  const answer = useAnswerDeal(proposalId);
  const [reason, setReason] = useState('');
  const [isMissing, setMissing] = useState(false);
  const isOpen = deal.data && (isAnswerableProposal(deal.data.status) || deal.data.status === 'approved');
  const fieldError = answer.error instanceof ApiError ? answer.error.details.reason : undefined;
  return (
    <AnswerFrame proposalId={proposalId} title={t('disapprove.title')}>
      {answer.isSuccess || deal.data?.status === 'disapproved' ? (
        <Alert color="teal" role="status" data-testid="answer-done">
          {t('disapprove.done', { agent: deal.data?.agentName ?? '' })}
        </Alert>
      ) : !isOpen ? (
        <Alert color="yellow" role="status">
          {t('answer.closed')}
        </Alert>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!reason.trim()) return setMissing(true);
            answer.mutate({ answer: 'disapproved', reason: reason.trim() });
          }}
        >
          <Stack gap="sm">
            <Textarea
              label={t('disapprove.reason')}
              description={t('disapprove.reasonHint', { agent: deal.data?.agentName ?? '' })}
              required
              value={reason}
              onChange={(event) => {
                setReason(event.currentTarget.value);
                setMissing(false);
              }}
              error={isMissing ? t('disapprove.reasonRequired') : fieldError}
              maxLength={1000}
              autosize
              minRows={3}
            />
            <Button type="submit" color="red" loading={answer.isPending}>
              {t('disapprove.confirm')}
            </Button>
          </Stack>
        </form>
      )}
    </AnswerFrame>
  );
}

/** /deal-link?proposalId=: the deal's short address, opened as the deal page. */
export function DealLinkPage() {
  const { t } = useTranslation('hotel-deal');
  const proposalId = useProposalId();
  if (proposalId) return <Navigate to={dealPath(proposalId)} replace />;
  return (
    <Container size="sm" py="xl">
      <Title order={1}>{t('title')}</Title>
      <Alert color="red" role="alert" mt="md" data-testid="answer-error">
        {t('answer.notFound')}
      </Alert>
    </Container>
  );
}
