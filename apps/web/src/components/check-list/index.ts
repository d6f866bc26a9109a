export { CheckListScreen, CHECK_LIST_TEXT, CANCEL_DELAY_MS, type CheckListScreenProps } from './check-list-screen.tsx';
