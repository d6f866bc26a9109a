// Customer deposits: the face other modules use — the sale's TITIPAN payment and kept change, the order's deposit.
export {
  changeAccount,
  customerAccount,
  orderDepositAccount,
  orderDepositTarget,
  simpanTitipan,
  titipanForOrder,
  titipanForSale,
} from './titipan.service.ts';
