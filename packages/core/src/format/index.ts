export * from './dates.ts';
export * from './money.ts';
export * from './grams.ts';
export * from './input.ts';
export * from './text.ts';
export * from './purity.ts';
