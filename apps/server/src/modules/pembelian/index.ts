// The buy-back's face: the exchange buys the old gold back and cancels it by the buy-back's own services;
// the sorting lists the lines waiting (bought back or taken over from a loan), marks the bought-back lines it
// sorts (and clears the marks when cancelled).
export { batalPembelian, buyBack, type BuyBackPayment } from './pembelian.service.ts';
export { markLotsSorted, unmarkLotsSorted, SORTABLE_LINES } from './sorted-lots.ts';
