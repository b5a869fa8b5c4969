import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import type { BookingBase, PaymentBody, PaymentResultOf } from '@travel/contracts';
import { ApiError } from '../../api/api-error';

/** A card payment in progress: pay with a card token; whether it is being sent; its error. */
export interface CardPayment {
  isPaying: boolean;
  error: string | null;
  /** Pays: `creditAmount` from the reward wallet, the rest with the card token (none when credit pays it all). */
  pay(referenceNumber: string, paymentToken: string | null, creditAmount?: number): void;
}

/** What a vertical's checkout tells the card payment. */
export interface CardPaymentOptions<B extends BookingBase> {
  /** The reference of a payment coming back from the bank's 3-D Secure page, from the address. */
  resume: string | null;
  /** The bank's verdict on that challenge ('approved' or not), from the address. */
  challenge: string | null;
  /** The checkout's draft, forgotten once paid. */
  draftId: string | null;
  /** Where the payment waiting for the bank is kept meanwhile (session storage), one per vertical. */
  pendingKey: string;
  /** Sends the payment (the vertical's payment endpoint) with its Idempotency-Key. */
  pay(body: PaymentBody, idempotencyKey: string): Promise<PaymentResultOf<B>>;
  /** Paid: the booking as the server answered, and the draft no longer awaited. */
  onPaid(booking: B, draftId: string | null): void;
}

/** A payment waiting for the bank's 3-D Secure answer, kept while the customer is on the bank's page. */
interface PendingPayment {
  referenceNumber: string;
  paymentToken: string;
  /** The reward credit sent with it (the same again after the challenge). */
  creditAmount: number;
  /** The Idempotency-Key of the payment sent again after the challenge (see `pay`). */
  resumeKey: string;
  /** The checkout's draft, forgotten once paid. */
  draftId: string | null;
}

function newKey(): string {
  return crypto.randomUUID();
}

function readPending(pendingKey: string): PendingPayment | null {
  try {
    const pending = JSON.parse(sessionStorage.getItem(pendingKey) ?? 'null') as Partial<PendingPayment> | null;
    if (!pending?.referenceNumber || !pending.paymentToken || !pending.resumeKey) return null;
    return {
      ...(pending as PendingPayment),
      draftId: pending.draftId ?? null,
      creditAmount: pending.creditAmount ?? 0,
    };
  } catch {
    return null;
  }
}

/**
 * Pays a held booking with a card token, and finishes a payment the bank challenged (3-D Secure)
 * when the customer comes back with `resume` and `challenge` in the address.
 *
 * One Idempotency-Key per card token: a retry with the same token (a lost answer, a double click)
 * is the same payment and gets its first answer; another card is another payment and gets its own
 * key. After a challenge the payment is sent again with the same token but with a new key: the
 * server keeps the first answer of a key ('requires_action') and would answer it again, never
 * charging the card now authenticated. The new key cannot charge twice: the gateway's own key is
 * the booking and the token (the retry completes the same charge) and a paid booking refuses
 * another payment. The resume key is made before leaving for the bank and kept with the pending
 * payment, so coming back twice (a reload) sends the same key and gets the first result again.
 *
 * Once paid, `onPaid` gets the paid booking and the checkout's draft, no longer awaited.
 */
export function useCardPayment<B extends BookingBase>({
  resume,
  challenge,
  draftId,
  pendingKey,
  pay,
  onPaid,
}: CardPaymentOptions<B>): CardPayment {
  const { t } = useTranslation('checkout');
  const [isPaying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const keys = useRef(new Map<string, string>());

  // One key per card and credit part: another amount of credit is another payment.
  const keyFor = (paymentToken: string | null, creditAmount: number) => {
    const id = `${paymentToken ?? 'credit'}:${creditAmount}`;
    let key = keys.current.get(id);
    if (!key) {
      key = newKey();
      keys.current.set(id, key);
    }
    return key;
  };

  const send = async (
    referenceNumber: string,
    paymentToken: string | null,
    creditAmount: number,
    idempotencyKey: string,
    draft: string | null,
  ) => {
    setPaying(true);
    setError(null);
    try {
      const body: PaymentBody = {
        referenceNumber,
        ...(paymentToken ? { paymentToken } : {}),
        ...(creditAmount > 0 ? { creditAmount } : {}),
      };
      const result = await pay(body, idempotencyKey);
      if (result.status === 'requires_action' && result.challengeUrl && paymentToken) {
        // The bank's 3-D Secure page; it sends the customer back here to finish.
        const pending: PendingPayment = {
          referenceNumber,
          paymentToken,
          creditAmount,
          resumeKey: newKey(),
          draftId: draft,
        };
        sessionStorage.setItem(pendingKey, JSON.stringify(pending));
        window.location.assign(result.challengeUrl);
        return;
      }
      sessionStorage.removeItem(pendingKey);
      onPaid(result.booking, draft);
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.message ? failure.message : t('common:common.somethingWentWrong'),
      );
    } finally {
      setPaying(false);
    }
  };

  // Back from the 3-D Secure page: finish (or report) the payment that was waiting.
  const resumed = useRef(false);
  const finishResumedPayment = useEffectEvent(() => {
    const pending = readPending(pendingKey);
    if (!pending || pending.referenceNumber !== resume) return;
    if (challenge === 'approved')
      void send(
        pending.referenceNumber,
        pending.paymentToken,
        pending.creditAmount,
        pending.resumeKey,
        pending.draftId,
      );
    else setError(t('card.challengeFailed'));
  });
  useEffect(() => {
    if (!resume || resumed.current) return;
    resumed.current = true;
    finishResumedPayment();
  }, [resume, challenge]);

  return {
    isPaying,
    error,
    pay: (referenceNumber: string, paymentToken: string | null, creditAmount = 0) =>
      void send(referenceNumber, paymentToken, creditAmount, keyFor(paymentToken, creditAmount), draftId),
  };
}
