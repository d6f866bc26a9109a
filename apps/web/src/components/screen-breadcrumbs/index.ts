export { MenuBreadcrumbs, type MenuBreadcrumbsProps } from './ScreenBreadcrumbs.tsx';
