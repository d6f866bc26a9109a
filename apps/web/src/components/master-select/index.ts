export { MasterSelect, type MasterSelectProps } from './MasterSelect.tsx';
