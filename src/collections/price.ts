/** A price as a menu or a price board prints it: whole dollars without cents ("$26", "$1,999"), others with them ("$12.50"). */
export const dollarPrice = (price: number): string =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: Number.isInteger(price) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(price);
