/** The selfie canvas of rules §9: 500x300. */
export const CAPTURE_WIDTH = 500;
export const CAPTURE_HEIGHT = 300;

/**
 * The part of a source frame that fills the capture canvas without stretching: the largest
 * centred rectangle with the canvas's 5:3 shape.
 */
export function coverCrop(sourceWidth: number, sourceHeight: number, width = CAPTURE_WIDTH, height = CAPTURE_HEIGHT) {
  const scale = Math.min(sourceWidth / width, sourceHeight / height);
  const cropWidth = width * scale;
  const cropHeight = height * scale;
  return { x: (sourceWidth - cropWidth) / 2, y: (sourceHeight - cropHeight) / 2, width: cropWidth, height: cropHeight };
}

/** Resolves once the video has a frame to draw (or after `ms`, whichever comes first). */
function frameReady(video: HTMLVideoElement, ms = 3000): Promise<void> {
  if (video.readyState >= 2 && video.videoWidth > 0) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      video.removeEventListener('loadeddata', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    video.addEventListener('loadeddata', done);
  });
}

/** Draws a video frame onto a 500x300 canvas and answers it as a JPEG file. */
export async function captureFrame(
  video: HTMLVideoElement,
  fileName = `selfie-${Date.now()}.jpg`,
): Promise<File | null> {
  await frameReady(video);
  const canvas = document.createElement('canvas');
  canvas.width = CAPTURE_WIDTH;
  canvas.height = CAPTURE_HEIGHT;
  const context = canvas.getContext('2d');
  if (!context || !video.videoWidth || !video.videoHeight) return null;
  const crop = coverCrop(video.videoWidth, video.videoHeight);
  context.drawImage(video, crop.x, crop.y, crop.width, crop.height, 0, 0, CAPTURE_WIDTH, CAPTURE_HEIGHT);
  return new Promise((resolve) => {
    canvas.toBlob(
      (blob) => resolve(blob ? new File([blob], fileName, { type: 'image/jpeg' }) : null),
      'image/jpeg',
      0.9,
    );
  });
}
