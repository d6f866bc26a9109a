// What shows while a lazily loaded part of the app (a screen, the signed-in frame, the login page) arrives.
import { Center, Loader } from '@mantine/core';

export function ScreenLoading() {
  return (
    <Center mih="40vh">
      <Loader size="md" />
    </Center>
  );
}
