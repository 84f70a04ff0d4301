/** German number formatting of the dashboard figures (spec section 2: "numbers formatted German style"). */
export const numberFormat = new Intl.NumberFormat('de-DE');
