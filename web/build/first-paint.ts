import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';

interface Options {
  /** The module (path from web/) whose `render(language)` returns a screen's HTML, styles inline. */
  entry: string;
  /** Its export that renders. */
  render: string;
  languages: readonly string[];
  /** The name the screen has in `pick`; it is painted where `pick` names it. */
  screen: string;
  /** As firstScreenPreload's (app/first-screen.ts): runs in the page, returns the screen that will draw first. */
  pick: (pathname: string, storage: Storage) => string | null;
  /** The localStorage key of the chosen language (i18n), and the one spoken when none is. */
  languageKey: string;
  defaultLanguage: string;
}

/**
 * A first paint before any JavaScript has arrived (issue 15): on a slow phone the entry takes
 * seconds to download and run, and until then the page is blank. At build time the screen is
 * rendered to HTML in each language (a server-side build of `entry`, run in Node) and put into
 * index.html as inert templates; a small inline script (the CSP allows it by its hash, see the
 * gateway's security-headers.ts) shows the right one at once where `pick` says that screen opens.
 * React then draws the same screen in its place, and from then on it is the app's.
 */
export function firstPaint(options: Options): Plugin {
  let root = '';
  let define: Record<string, unknown> = {};
  return {
    name: 'hadir:first-paint',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      define = config.define ?? {};
    },
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const html = bundle['index.html'];
        if (!html || html.type !== 'asset') return;
        const markup = await renderInNode(root, define, options);
        const templates = Object.entries(markup)
          .map(([language, body]) => `<template id="first-paint-${language}">${body}</template>`)
          .join('');
        const script =
          `(function(){var pick=${options.pick.toString()};try{if(pick(location.pathname,localStorage)!==${JSON.stringify(options.screen)})return;` +
          `var language=localStorage.getItem(${JSON.stringify(options.languageKey)});` +
          `var template=document.getElementById('first-paint-'+language)||document.getElementById(${JSON.stringify(`first-paint-${options.defaultLanguage}`)});` +
          `var screen=template.content.cloneNode(true),forms=screen.querySelectorAll('form');` +
          // A form sent before the app has started would go out as a plain GET, its fields in the
          // address: it is held back and marked, and the app sends it when it takes over.
          // The field last in use is noted too, for the app to put the caret back (lib/first-paint.ts).
          `for(var i=0;i<forms.length;i++){forms[i].addEventListener('submit',function(event){event.preventDefault();event.currentTarget.setAttribute('data-sent','')});` +
          `forms[i].addEventListener('focusin',function(event){event.currentTarget.setAttribute('data-focused',event.target.name||'')})}` +
          // A background chosen at random per visit in the app is chosen here too (data-random-background: the choices).
          `var pickers=screen.querySelectorAll('[data-random-background]');for(var j=0;j<pickers.length;j++){var choices=JSON.parse(pickers[j].getAttribute('data-random-background')),chosen=choices[Math.floor(Math.random()*choices.length)];` +
          `pickers[j].style.backgroundImage='url("'+chosen+'")';pickers[j].setAttribute('data-background',chosen)}` +
          // A language chosen on the drawing is noted for the app to apply when it takes over (data-language: the button's).
          `var drawing=screen.querySelector('[data-first-paint]');if(drawing)drawing.addEventListener('click',function(event){var chosen=event.target.closest('[data-language]');if(chosen)drawing.setAttribute('data-chosen-language',chosen.getAttribute('data-language'))});` +
          `document.documentElement.lang=template.id.slice(12);document.getElementById('root').appendChild(screen)}catch(e){}})();`;
        const source = String(html.source);
        if (!source.includes('<div id="root"></div>')) this.error('first-paint: index.html has no empty #root');
        html.source = source.replace('<div id="root"></div>', `<div id="root"></div>\n    ${templates}\n    <script>${script}</script>`);
      },
    },
  };
}

/** Builds `entry` for Node beside the web's own node_modules (so its imports resolve), and renders each language. */
async function renderInNode(root: string, define: Record<string, unknown>, options: Options): Promise<Record<string, string>> {
  const modules = resolve(root, 'node_modules');
  mkdirSync(modules, { recursive: true });
  const outDir = mkdtempSync(join(modules, '.first-paint-'));
  try {
    await build({
      configFile: false,
      root,
      logLevel: 'error',
      plugins: [react()],
      define,
      build: {
        ssr: options.entry,
        outDir,
        emptyOutDir: true,
        rollupOptions: { output: { entryFileNames: 'first-paint.mjs', codeSplitting: false } },
      },
    });
    const module = (await import(pathToFileURL(join(outDir, 'first-paint.mjs')).href)) as Record<string, (language: string) => Promise<string>>;
    const render = module[options.render];
    const markup: Record<string, string> = {};
    // One after the other: the i18n instance speaks one language at a time.
    for (const language of options.languages) markup[language] = await render(language);
    return markup;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
