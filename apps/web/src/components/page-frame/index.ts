export { menuGroupOf, PageFrame, type PageFrameProps } from './page-frame.tsx';
