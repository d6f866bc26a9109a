export { MenuBreadcrumbs, ScreenBreadcrumbs, type MenuBreadcrumbsProps } from './ScreenBreadcrumbs.tsx';
