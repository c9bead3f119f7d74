import Box from '@mui/material/Box';
import { useState, type ReactNode } from 'react';
import dawn from '../../../assets/backgrounds/dawn.svg';
import fields from '../../../assets/backgrounds/fields.svg';
import skyline from '../../../assets/backgrounds/skyline.svg';
import waves from '../../../assets/backgrounds/waves.svg';
import { randomOnFirstPaint } from '../../../first-paint/drawing';
import { useFirstPaint } from '../../../first-paint/use-first-paint';

const BACKGROUNDS = [dawn, skyline, waves, fields];

/** The login page's background: one of several bundled drawings, chosen at random per visit. */
export function LoginBackground({ children, fixed }: { children: ReactNode; fixed?: string }) {
  // The drawing index.html's first paint of Login already shows is kept, so it does not change under the person.
  const { background } = useFirstPaint();
  const [image] = useState(
    () =>
      fixed ??
      BACKGROUNDS.find((choice) => choice === background) ??
      BACKGROUNDS[Math.floor(Math.random() * BACKGROUNDS.length)],
  );
  return (
    <Box
      data-testid="auth-background"
      data-background={image}
      // Drawn into index.html at build time, the page's script picks one of these per visit too.
      {...(fixed ? {} : randomOnFirstPaint(BACKGROUNDS))}
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        px: 2,
        py: 4,
        backgroundImage: `url("${image}")`,
        backgroundSize: 'cover',
        backgroundPosition: 'center',
      }}
    >
      {children}
    </Box>
  );
}

export const RESET_BACKGROUND = dawn;
