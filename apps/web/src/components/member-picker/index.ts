export { MemberPicker, MEMBER_PICKER_TEXT, type MemberPickerProps } from './member-picker.tsx';
