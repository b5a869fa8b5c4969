import { describe, expect, it } from 'vitest';
import { renderIndexHtml } from './index-html';

const template = '<!doctype html><html lang="en"><head><title>Travel</title><!--app-head--></head><body></body></html>';

describe('renderIndexHtml', () => {
  it('brands the page and inlines the agency without letting its text close the script', () => {
    const html = renderIndexHtml(template, {
      agency: {
        agencyName: 'Evil </script><script>alert(1)</script>',
        favicon: '/f.svg',
        primaryColor: '#123456',
      } as never,
      language: 'pt',
      colorScheme: 'dark',
      direction: 'rtl',
      appConfig: { pricingUrl: 'https://x.example/p', paymentUrls: { en: '/', pt: '/', es: '/' }, socialProviders: [] },
      fallbackTitle: 'Agency not found!',
    });
    expect(html).toContain('<html lang="pt" dir="rtl" data-mantine-color-scheme="dark">');
    expect(html).toContain('<title>Evil &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(html).toContain('<meta name="theme-color" content="#123456">');
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain('\\u003c/script>');
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it('titles a page with no agency by the translated fallback', () => {
    const html = renderIndexHtml(template, {
      agency: null,
      language: 'es',
      colorScheme: 'light',
      direction: 'ltr',
      appConfig: { pricingUrl: '/', paymentUrls: { en: '/', pt: '/', es: '/' }, socialProviders: [] },
      fallbackTitle: '¡Agencia no encontrada!',
    });
    expect(html).toContain('<title>¡Agencia no encontrada!</title>');
    expect(html).toContain('<script type="application/json" id="agency-data">null</script>');
  });
});
