import Box from '@mui/material/Box';
import { useState, type ReactNode } from 'react';
import dawn from '../../../assets/backgrounds/dawn.svg';
import fields from '../../../assets/backgrounds/fields.svg';
import skyline from '../../../assets/backgrounds/skyline.svg';
import waves from '../../../assets/backgrounds/waves.svg';
import { firstPaint } from '../../../lib/first-paint';

const BACKGROUNDS = [dawn, skyline, waves, fields];

/** The drawing index.html's first paint of Login already shows, kept so it does not change under the person. */
function drawingOnScreen(): string | undefined {
  const drawn = firstPaint()?.querySelector<HTMLElement>('[data-testid="auth-background"]')?.dataset.background;
  return BACKGROUNDS.find((image) => image === drawn);
}

/** Rendering in Node, at build time (app/first-paint.tsx). */
const prerendering = typeof document === 'undefined';

/** The login page's background: one of several bundled drawings, chosen at random per visit. */
export function LoginBackground({ children, fixed }: { children: ReactNode; fixed?: string }) {
  const [image] = useState(() => fixed ?? drawingOnScreen() ?? BACKGROUNDS[Math.floor(Math.random() * BACKGROUNDS.length)]);
  return (
    <Box
      data-testid="auth-background"
      data-background={image}
      // Drawn into index.html at build time (app/first-paint.tsx), the page's script picks one of
      // these per visit (web/build/first-paint.ts), as this component does in the app.
      data-random-background={prerendering && !fixed ? JSON.stringify(BACKGROUNDS) : undefined}
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
