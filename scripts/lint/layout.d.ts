import type { ESLint } from 'eslint';

/** The layout rules as an ESLint plugin (layout.js): `layout/imports`. */
declare const layout: ESLint.Plugin;
export default layout;
