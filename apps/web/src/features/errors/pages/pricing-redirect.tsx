import { useEffect } from 'react';
import { appConfig } from '../../../shared/app-config';
import { Spinner } from '../../../shared/shell/spinner';

/** /pricing leaves for the external plans page. */
export function PricingRedirect() {
  useEffect(() => {
    location.replace(appConfig().pricingUrl);
  }, []);
  return <Spinner />;
}
