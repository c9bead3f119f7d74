import Box, { type BoxProps } from '@mui/material/Box';
import { checkFileSession } from '../lib/session-lost';

type Props = Omit<BoxProps<'img'>, 'component' | 'src'> & { src: string };

/**
 * A photo or signature behind the gateway's file proxy. When it fails to load, the session may have
 * expired: the app then goes to login (rules §8) instead of leaving a broken picture.
 */
export function PrivateImage({ onError, ...props }: Props) {
  return (
    <Box
      component="img"
      {...props}
      onError={(event) => {
        void checkFileSession(props.src);
        onError?.(event);
      }}
    />
  );
}
