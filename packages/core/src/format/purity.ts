/**
 * The purity as a printout shows it, always with its unit: the item's printed purity when it carries one
 * ('17K', '750‰', '99.9%'), otherwise the purity in percent ('75' → '75%'). Empty when neither is known.
 */
export function purityText(kadar: string, kadarCetak = ''): string {
  const printed = kadarCetak.trim();
  if (printed && /[^\d.,\s]/.test(printed)) return printed;
  const percent = kadar.trim();
  if (percent) return /^\d+([.,]\d+)?$/.test(percent) ? `${percent}%` : percent;
  return printed ? `${printed}%` : '';
}
