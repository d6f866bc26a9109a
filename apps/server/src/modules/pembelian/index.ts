// The buy-back's face: the exchange buys the old gold back and cancels it by the buy-back's own services.
export { batalPembelian, buyBack, type BuyBackPayment } from './pembelian.service.ts';
