/** Deployment settings the server inlines into index.html for the web app. */
export interface WebAppConfig {
  /** External plans page that /pricing leaves for. */
  pricingUrl: string;
  /** Subscription payment page per language, for unsubscribed agents after log-in. */
  paymentUrls: Record<'en' | 'pt' | 'es', string>;
  /** Social providers with a configured OAuth client (the agency's flags also apply). */
  socialProviders: Array<'google' | 'facebook'>;
  /**
   * An inactive agency's notice, in the page's language, set per page: the first paint shows it
   * without downloading the shared messages.
   */
  inactiveNotice?: { language: 'en' | 'pt' | 'es'; text: string };
}
