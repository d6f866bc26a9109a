export { MasterSelect, type MasterSelectProps } from './master-select.tsx';
