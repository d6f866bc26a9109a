export { PIECE_PHOTO_TEXT, PiecePhotoPicker, PiecePhotoView, usePiecePhotos, type PiecePhotos } from './piece-photo.tsx';
