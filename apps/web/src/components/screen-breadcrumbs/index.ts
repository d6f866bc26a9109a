export { MenuBreadcrumbs, type MenuBreadcrumbsProps } from './screen-breadcrumbs.tsx';
