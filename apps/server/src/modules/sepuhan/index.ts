// The refining module's face: the refining tables (sorts, dispatches, receipts, damaged goods) are written only
// inside this module; a flow elsewhere that sends goods to the refiner records its dispatch through it.
export { recordDispatch, type DispatchHeader, type DispatchLine } from './dispatch.ts';
