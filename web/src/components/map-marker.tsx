import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { MapColors } from '../lib/map-style';

/** The person's 60 px pin (rules §9); its tip is the position. */
export const MARKER_PX = 60;
const PIN_PATH =
  'M12 2C8.13 2 5 5.13 5 9c0 5.25 7 13 7 13s7-7.75 7-13c0-3.87-3.13-7-7-7zm0 9.5c-1.38 0-2.5-1.12-2.5-2.5s1.12-2.5 2.5-2.5 2.5 1.12 2.5 2.5-1.12 2.5-2.5 2.5z';

/** The pin on the plain map. */
export function MarkerPin({ style }: { style?: React.CSSProperties }) {
  const { t } = useTranslation();
  const { palette } = useTheme();
  return (
    <svg
      role="img"
      aria-label={t('attendance.map.you')}
      viewBox="0 0 24 24"
      width={MARKER_PX}
      height={MARKER_PX}
      style={style}
    >
      <path d={PIN_PATH} fill={palette.map.pin} stroke={palette.common.white} strokeWidth="0.8" />
    </svg>
  );
}

/** The same pin as a DOM element, for MapLibre's Marker (the person's, or the edited location's). */
export function markerElement({
  label,
  colors,
  outline,
  size = MARKER_PX,
}: {
  label: string;
  colors: MapColors;
  outline: string;
  size?: number;
}): HTMLElement {
  const element = document.createElement('div');
  element.setAttribute('role', 'img');
  element.setAttribute('aria-label', label);
  element.style.width = `${size}px`;
  element.style.height = `${size}px`;
  element.innerHTML = `<svg viewBox="0 0 24 24" width="${size}" height="${size}" aria-hidden="true"><path d="${PIN_PATH}" fill="${colors.pin}" stroke="${outline}" stroke-width="0.8"/></svg>`;
  return element;
}
