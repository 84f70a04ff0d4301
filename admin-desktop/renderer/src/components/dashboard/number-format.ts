/** German number formatting of the dashboard figures (1.234). */
export const numberFormat = new Intl.NumberFormat('de-DE');
