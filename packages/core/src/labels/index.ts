export * from './tag-label.ts';
export * from './tspl.ts';
export * from './zpl.ts';
