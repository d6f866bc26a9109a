export { Figure, type FigureProps } from './figure.tsx';
