// The generic master screen and its parts. Other screens reuse the modal (MasterFormModal) and the field
// input (MasterFieldInput) when they edit master-like records.
export { MasterScreen, MASTER_SCREEN_TEXT, type MasterScreenProps } from './master-screen.tsx';
export { MasterFormModal, formTitle, type MasterFieldProps, type MasterFieldPropsFn, type MasterFormMode } from './master-form-modal.tsx';
export { MasterFieldInput, type MasterFieldInputProps } from './master-field-input.tsx';
