// A photo per piece of a counter document (a service's pieces taken in, a loan's pledged pieces): picked or
// taken with the camera, resized in the browser like the goods' photo, shown beside its row, and sent to the
// photo store one piece at a time right after the document is saved (multipart, the module's own
// `…/foto/:no/:line_no` endpoint). Pictures stay out of the form's draft (a picture is no text to keep).
// The stored photo is read back on the document's detail with PiecePhotoView.
import { useEffect, useRef, useState } from 'react';
import { ActionIcon, Center, FileButton, Group, Image, Loader, Tooltip } from '@mantine/core';
import { IconCamera, IconPhotoOff, IconX } from '@tabler/icons-react';
import { MESSAGES } from '@kencana/core';
import { errorText } from '../../lib/api.ts';
import { notifyError } from '../../lib/notify.ts';
import { resizeImageFile } from '../../lib/photo.ts';

export const PIECE_PHOTO_TEXT = {
  foto: 'Foto',
  pilihFoto: 'Foto Barang',
  hapusFoto: 'Hapus Foto',
  tanpaFoto: 'Tanpa Foto',
} as const;

interface Picked {
  blob: Blob;
  url: string;
}

export interface PiecePhotos {
  /** The picked photo of a piece (by the row's id), if any. */
  get(id: string): Picked | undefined;
  pick(id: string, file: File | null): Promise<void>;
  drop(id: string): void;
  /** Forgets every picture (after the save). */
  clear(): void;
  /**
   * Sends each picked photo of `ids` (in row order: line 1, 2, …) through `send`. The document is already
   * saved: a photo that fails to store is told, the document stands.
   */
  uploadAll(ids: readonly string[], send: (line_no: number, blob: Blob) => Promise<unknown>): Promise<void>;
}

/** The pictures of a form's pieces, by row id, with their previews released when replaced or gone. */
export function usePiecePhotos(): PiecePhotos {
  const [fotos, setFotos] = useState<Record<string, Picked>>({});
  const shown = useRef(fotos);
  shown.current = fotos;
  useEffect(() => () => Object.values(shown.current).forEach((f) => URL.revokeObjectURL(f.url)), []);
  return {
    get: (id) => fotos[id],
    pick: async (id, file) => {
      if (!file) return;
      try {
        const { blob } = await resizeImageFile(file);
        setFotos((all) => {
          const old = all[id];
          if (old) URL.revokeObjectURL(old.url);
          return { ...all, [id]: { blob, url: URL.createObjectURL(blob) } };
        });
      } catch {
        notifyError(MESSAGES.fotoTidakDapatDibaca);
      }
    },
    drop: (id) => {
      const gone = fotos[id];
      if (gone) URL.revokeObjectURL(gone.url);
      setFotos(Object.fromEntries(Object.entries(fotos).filter(([key]) => key !== id)));
    },
    clear: () => {
      Object.values(fotos).forEach((f) => URL.revokeObjectURL(f.url));
      setFotos({});
    },
    uploadAll: async (ids, send) => {
      for (const [index, id] of ids.entries()) {
        const foto = fotos[id];
        if (!foto) continue;
        try {
          await send(index + 1, foto.blob);
        } catch (error) {
          notifyError(errorText(error, MESSAGES.penyimpananFotoGagal));
        }
      }
    },
  };
}

/** A row's photo cell: the camera button, or the picked photo's thumbnail with a button to drop it. */
export function PiecePhotoPicker({ photos, id, index, disabled }: { photos: PiecePhotos; id: string; index: number; disabled?: boolean }) {
  const foto = photos.get(id);
  if (foto)
    return (
      <Group gap={2} wrap="nowrap">
        <Image src={foto.url} alt={`${PIECE_PHOTO_TEXT.foto} ${index + 1}`} h={28} w={28} fit="cover" radius="sm" />
        <ActionIcon
          size="sm"
          variant="subtle"
          color="gray"
          aria-label={`${PIECE_PHOTO_TEXT.hapusFoto} ${index + 1}`}
          disabled={disabled}
          onClick={() => photos.drop(id)}
        >
          <IconX size={12} />
        </ActionIcon>
      </Group>
    );
  return (
    <FileButton
      onChange={(file) => void photos.pick(id, file)}
      accept="image/jpeg,image/png,image/webp"
      capture="environment"
      disabled={disabled}
    >
      {(props) => (
        <Tooltip label={PIECE_PHOTO_TEXT.pilihFoto}>
          <ActionIcon {...props} variant="light" aria-label={`${PIECE_PHOTO_TEXT.pilihFoto} ${index + 1}`}>
            <IconCamera size={16} />
          </ActionIcon>
        </Tooltip>
      )}
    </FileButton>
  );
}

/**
 * A stored piece's photo on a document's detail: 'Tanpa Foto' when the piece has none, a spinner while it
 * loads (`dataUrl` from the module's GET …/foto endpoint), then the picture, opened full size on a click.
 */
export function PiecePhotoView({
  has,
  dataUrl,
  alt,
  size = 72,
}: {
  has: boolean;
  dataUrl: string | undefined;
  alt: string;
  size?: number;
}) {
  if (!has)
    return (
      <Center w={size} h={size} bg="gray.1" style={{ borderRadius: 4 }} title={PIECE_PHOTO_TEXT.tanpaFoto}>
        <IconPhotoOff size={20} color="var(--mantine-color-gray-5)" />
      </Center>
    );
  if (!dataUrl)
    return (
      <Center w={size} h={size}>
        <Loader size="xs" />
      </Center>
    );
  return (
    <a href={dataUrl} target="_blank" rel="noreferrer">
      <Image src={dataUrl} alt={alt} w={size} h={size} fit="cover" radius="sm" />
    </a>
  );
}
