// Moving, converting, cleaning, weighing and importing goods: what the demo chain seeds through.
export { kirimCucian } from './cucian.service.ts';
