export { menuGroupOf, PageFrame, type PageFrameProps } from './PageFrame.tsx';
