/**
 * index.html's drawing of a screen as the page holds it until React draws over it (first-paint/render.tsx
 * and the build's script): `#root` with the drawing inside. Remove the returned root when done.
 */
export function drawFirstPaint(drawing: string): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = drawing;
  document.body.append(root);
  return root;
}
