/** 'visa' -> 'Visa', 'american_express' -> 'American Express': gateways send lower-case codes. */
export function cardBrandName(brand: string | null): string {
  if (!brand) return '';
  return brand
    .split(/[_\s-]+/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
