import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import type { FareRules } from '@travel/contracts';
import { renderFlights } from '../testing/flight-fixtures';
import { FareConditions } from './fare-conditions';

const RULES: FareRules = {
  fareFamily: 'Standard',
  conditions: {
    checkedBags: 1,
    carryOn: true,
    seatSelection: 'standard_free',
    changeable: true,
    changeFee: { amount: 6_000, currency: 'EUR' },
    refundable: false,
    cancellationPenalty: null,
  },
  rules: [
    { category: 'Baggage', sentences: [{ key: 'checkedBags', count: 1 }, { key: 'cabinBag' }] },
    { category: 'Seats', sentences: [{ key: 'seatsStandardFree' }] },
    { category: 'Changes', sentences: [{ key: 'changeFee', money: { amount: 6_000, currency: 'EUR' } }] },
    { category: 'Cancellation', sentences: [{ key: 'notRefundable' }] },
    { category: 'Void', sentences: [{ key: 'voidWithin24Hours' }] },
  ],
};

const rules = () => screen.getAllByTestId('fare-rule').map((rule) => rule.textContent?.replace(/\s/g, ' '));

beforeAll(() => i18n.loadNamespaces(['flights']));
afterEach(() => i18n.changeLanguage('en'));

describe('fare rules in the flight details', () => {
  it('words every category and sentence in Portuguese (pt-BR), amounts in its format', async () => {
    await i18n.loadLanguages(['pt']);
    await i18n.changeLanguage('pt');
    renderFlights(<FareConditions rules={RULES} isLoading={false} />, '/');
    expect(await screen.findByText('Regras da tarifa')).toBeTruthy();
    expect(rules()).toEqual([
      'Bagagem1 bagagem despachada de até 23 kg incluída por passageiro com assento. Uma bagagem de cabine de até 8 kg e um item pessoal.',
      'AssentosAssentos padrão podem ser escolhidos sem custo; assentos preferenciais são pagos.',
      'AlteraçõesAlterações permitidas por € 60,00 por passageiro, mais a diferença de tarifa.',
      'CancelamentoNão reembolsável: a tarifa base é retida no cancelamento; as taxas não utilizadas são reembolsadas.',
      'AnulaçãoAs passagens podem ser anuladas sem custo em até 24 horas após a emissão.',
    ]);
  });

  it('words them in Spanish', async () => {
    await i18n.loadLanguages(['es']);
    await i18n.changeLanguage('es');
    renderFlights(<FareConditions rules={RULES} isLoading={false} />, '/');
    expect(await screen.findByText('Reglas de la tarifa')).toBeTruthy();
    expect(rules()).toEqual([
      'Equipaje1 maleta facturada de hasta 23 kg incluida por pasajero con asiento. Un equipaje de mano de hasta 8 kg y un artículo personal.',
      'AsientosLos asientos estándar se eligen gratis; los preferentes son de pago.',
      'CambiosCambios permitidos por 60,00 € por pasajero más la diferencia de tarifa.',
      'CancelaciónNo reembolsable: la tarifa base se retiene al cancelar; se reembolsan las tasas no utilizadas.',
      'AnulaciónLos billetes se pueden anular sin cargo en las 24 horas siguientes a su emisión.',
    ]);
  });
});
