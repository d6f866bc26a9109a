// An item's photo: picked from a file or captured from the webcam (a capture dialog), resized in the
// browser to at most 720 × 1366 as a JPEG of quality 50 (lib/photo.ts), and shown. The screen decides
// when it is stored: the add form uploads it after the save, the edit form at once.
import { useEffect, useRef, useState } from 'react';
import { Box, Button, Center, FileButton, Group, Image, Loader, Modal, Paper, Stack, Text } from '@mantine/core';
import { IconCamera, IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { FOTO_MAX_HEIGHT, FOTO_MAX_WIDTH, MESSAGES } from '@kencana/core';
import { notifyError } from '../../lib/notify.ts';
import { captureVideoFrame, resizeImageFile } from '../../lib/photo.ts';

export const FOTO_TEXT = {
  judul: 'Foto Barang',
  pilihFile: 'Pilih File',
  kamera: 'Kamera',
  hapus: 'Hapus Foto',
  ambil: 'Ambil Foto',
  batal: 'Batal',
  belumAda: 'Belum Ada Foto',
  batas: `JPEG, maks. ${FOTO_MAX_WIDTH} × ${FOTO_MAX_HEIGHT} piksel`,
  judulKamera: 'Ambil Foto Dari Kamera',
  video: 'Gambar Kamera',
} as const;

export interface PickedFoto {
  blob: Blob;
  width: number;
  height: number;
}

/** The webcam in a dialog: its live picture and a button that takes the current frame. */
export function CameraDialog({
  opened,
  onClose,
  onCapture,
}: {
  opened: boolean;
  onClose: () => void;
  onCapture: (foto: PickedFoto) => void;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const [ready, setReady] = useState(false);
  const [taking, setTaking] = useState(false);

  // The parent's onClose changes identity on every render; the camera must not restart for that.
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    if (!opened) return;
    let stream: MediaStream | null = null;
    let live = true;
    setReady(false);
    const fail = () => {
      notifyError(MESSAGES.kameraTidakTersedia);
      close.current();
    };
    const devices = navigator.mediaDevices;
    if (!devices?.getUserMedia) {
      fail();
      return;
    }
    devices
      .getUserMedia({ video: { width: { ideal: 1280 }, height: { ideal: 720 } }, audio: false })
      .then((media) => {
        if (!live) {
          media.getTracks().forEach((track) => track.stop());
          return;
        }
        stream = media;
        if (video.current) {
          video.current.srcObject = media;
          void video.current.play().catch(() => undefined);
        }
      })
      .catch(() => {
        if (live) fail();
      });
    return () => {
      live = false;
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [opened]);

  const take = async () => {
    if (!video.current) return;
    setTaking(true);
    try {
      onCapture(await captureVideoFrame(video.current));
      onClose();
    } catch {
      notifyError(MESSAGES.fotoTidakDapatDibaca);
    } finally {
      setTaking(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={FOTO_TEXT.judulKamera} size="lg" centered>
      <Stack gap="sm">
        <Box pos="relative" bg="dark.8" style={{ borderRadius: 6, overflow: 'hidden', aspectRatio: '16 / 9' }}>
          <video
            ref={video}
            aria-label={FOTO_TEXT.video}
            muted
            playsInline
            onLoadedData={() => setReady(true)}
            style={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }}
          />
          {!ready && (
            <Center pos="absolute" inset={0}>
              <Loader color="gray" />
            </Center>
          )}
        </Box>
        <Group justify="flex-end" gap="xs">
          <Button size="xs" variant="default" onClick={onClose}>
            {FOTO_TEXT.batal}
          </Button>
          <Button size="xs" leftSection={<IconCamera size={14} />} disabled={!ready} loading={taking} onClick={() => void take()}>
            {FOTO_TEXT.ambil}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export interface FotoPanelProps {
  /** What to show: a data: or blob: URL, or null. */
  src: string | null;
  /** While the screen stores or loads the photo. */
  busy?: boolean;
  /** A new photo, resized. */
  onPick: (foto: PickedFoto) => void | Promise<void>;
  /** Removes the photo (hidden without one). */
  onRemove?: () => void | Promise<void>;
  /** Height of the picture box in pixels. */
  height?: number;
}

export function FotoPanel({ src, busy = false, onPick, onRemove, height = 300 }: FotoPanelProps) {
  const [camera, setCamera] = useState(false);
  const [reading, setReading] = useState(false);
  const resetFile = useRef<() => void>(null);

  const pickFile = async (file: File | null) => {
    if (!file) return;
    setReading(true);
    try {
      await onPick(await resizeImageFile(file));
    } catch {
      notifyError(MESSAGES.fotoTidakDapatDibaca);
    } finally {
      setReading(false);
      resetFile.current?.();
    }
  };

  return (
    <Paper withBorder radius="md" p="xs">
      <Stack gap={6}>
        <Text size="xs" fw={600}>
          {FOTO_TEXT.judul}
        </Text>
        <Box bg="gray.1" h={height} pos="relative" style={{ borderRadius: 6, overflow: 'hidden' }}>
          {src ? (
            <Image src={src} alt={FOTO_TEXT.judul} h={height} fit="contain" />
          ) : (
            <Center h={height}>
              <Stack gap={4} align="center">
                <IconPhoto size={36} color="var(--mantine-color-gray-5)" />
                <Text size="xs" c="dimmed">
                  {FOTO_TEXT.belumAda}
                </Text>
              </Stack>
            </Center>
          )}
          {(busy || reading) && (
            <Center pos="absolute" inset={0} bg="rgba(255,255,255,0.6)">
              <Loader size="sm" />
            </Center>
          )}
        </Box>
        <Group gap={6} grow>
          <FileButton onChange={(file) => void pickFile(file)} accept="image/jpeg,image/png,image/webp" resetRef={resetFile}>
            {(props) => (
              <Button {...props} size="compact-xs" variant="light" leftSection={<IconUpload size={12} />} disabled={busy || reading}>
                {FOTO_TEXT.pilihFile}
              </Button>
            )}
          </FileButton>
          <Button
            size="compact-xs"
            variant="light"
            leftSection={<IconCamera size={12} />}
            disabled={busy || reading}
            onClick={() => setCamera(true)}
          >
            {FOTO_TEXT.kamera}
          </Button>
        </Group>
        {src && onRemove && (
          <Button
            size="compact-xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={12} />}
            disabled={busy}
            onClick={() => void onRemove()}
          >
            {FOTO_TEXT.hapus}
          </Button>
        )}
        <Text size="10px" c="dimmed" ta="center">
          {FOTO_TEXT.batas}
        </Text>
      </Stack>
      <CameraDialog opened={camera} onClose={() => setCamera(false)} onCapture={(foto) => void onPick(foto)} />
    </Paper>
  );
}
