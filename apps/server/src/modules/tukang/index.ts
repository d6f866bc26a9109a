// The craftsman module's face: a finished custom order as the goods form enters it and as the sale hands it
// over (and its cancel takes the hand-over back), each inside the caller's document transaction.
export { batalSerahPesanan, finishedOrderLines, serahkanPesanan, type FinishedOrderItem } from './orders.ts';
