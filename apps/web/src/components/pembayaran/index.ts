// The counter's payment lines (every method of the counter, the customer's deposit as TITIPAN), shared by the
// sale and the service pick-up.
export {
  BAYAR_TEXT,
  bayarSummary,
  JENIS_JUAL_LABEL,
  JENIS_LABEL,
  newBayarRow,
  PembayaranPanel,
  toPembayaran,
  type BayarRow,
  type PembayaranPanelProps,
} from './pembayaran-panel.tsx';
