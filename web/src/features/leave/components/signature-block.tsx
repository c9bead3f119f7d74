import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PrivateImage } from '../../../components/private-image';

interface Props {
  heading: string;
  /** The signature image, or nothing yet (the supervisor's before approval). */
  src?: string | null;
  alt: string;
  name: string;
  role: string;
}

/** One signing place of the leave form: who signs as what, the signature, the name under a line. */
export function SignatureBlock({ heading, src, alt, name, role }: Props) {
  return (
    <Stack sx={{ flex: 1, minWidth: 0 }}>
      <Typography variant="body2">{heading}</Typography>
      <Box sx={{ height: 72, display: 'flex', alignItems: 'center' }}>
        {src && <PrivateImage src={src} alt={alt} sx={{ maxWidth: '100%', maxHeight: 72, objectFit: 'contain' }} />}
      </Box>
      <Typography variant="body2" sx={{ fontWeight: 700, borderBottom: 1, overflowWrap: 'anywhere' }}>
        {name}
      </Typography>
      <Typography variant="caption">{role}</Typography>
    </Stack>
  );
}
