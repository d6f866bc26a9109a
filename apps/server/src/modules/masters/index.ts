// The masters module's face: master rows other modules change as part of their own documents.
export { saveParaSystem, setGiftStock } from './counters.ts';
