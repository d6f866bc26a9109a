// The generic master screen and its parts. Other screens reuse the modal (MasterFormModal) and the field
// input (MasterFieldInput) when they edit master-like records.
export { MasterScreen, MASTER_SCREEN_TEXT, type MasterScreenProps } from './MasterScreen.tsx';
export { MasterFormModal, formTitle, type MasterFieldProps, type MasterFieldPropsFn, type MasterFormMode } from './MasterFormModal.tsx';
export { MasterFieldInput, type MasterFieldInputProps } from './MasterFieldInput.tsx';
