/** Whole rupiah as Indonesia writes them, in either language: "Rp 5.190.000". */
export const rupiah = (amount: number, language: string) =>
  new Intl.NumberFormat(language === 'id' ? 'id-ID' : 'en-ID', {
    style: 'currency',
    currency: 'IDR',
    maximumFractionDigits: 0,
  }).format(amount);
