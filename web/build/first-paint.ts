import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import type { jakartaWallClock } from '../src/lib/jakarta-wall-clock';

type WallClock = typeof jakartaWallClock;

interface Options {
  /** The module (path from web/) whose exports render a screen's HTML in a language, styles inline. */
  entry: string;
  /** The screens drawn, by their name in `pick`, each with the export that renders it. */
  screens: Record<string, string>;
  languages: readonly string[];
  /** As appLoader's (app/first-screen.ts): runs in the page, returns the screen that will draw first. */
  pick: (pathname: string, storage: Storage) => string | null;
  /**
   * Runs in the page on a signed-in screen's drawing before it is shown, with the session store's
   * `hadir.user`, the language, `displayName`, `wallClock`, `tokens` and now (app/first-paint-fill.ts); may throw
   * (nothing is drawn). Answers a function that draws the time-bound words for another instant: the
   * drawing's clock is ticked with it every second until the app takes over. Self-contained, as
   * `pick` and `displayName` are: their source is copied in.
   */
  fill: (screen: ParentNode, stored: string | null, language: string, displayName: (name: string) => string, wallClock: WallClock, tokens: object, now: Date) => (at: Date) => void;
  /** The screens `fill` runs on. */
  filled: readonly string[];
  displayName: (fullName: string) => string;
  /** Jakarta's wall clock in a language, without Intl (lib/jakarta-wall-clock.ts); copied in as `displayName` is. */
  wallClock: WallClock;
  tokens: object;
  /** The localStorage key of the signed-in person (lib/session-store.ts). */
  userKey: string;
  /** The localStorage key of the chosen language (i18n). */
  languageKey: string;
  /**
   * As i18n's (i18n/phone-language.ts): runs in the page, answers the language spoken when none was
   * chosen from the phone's languages (navigator.languages). Self-contained, as `pick` is.
   */
  phoneLanguage: (languages: readonly string[]) => string;
  /**
   * Runs in the page once the screen is shown, with its name and `config` (JSON): work the screen
   * would otherwise start only when the app has arrived (the clock screen's position and work
   * locations, features/attendance/lib/clock-early-start.ts; Login's sign-in once pressed,
   * features/auth/lib/login-early-start.ts). Each self-contained, as `pick` is.
   */
  start?: { run: (screen: string, config: never) => void; config: object }[];
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
        const templates = markup.map(({ screen, language, body }) => `<template id="first-paint-${screen}-${language}">${body}</template>`).join('');
        const script =
          `(function(){var pick=${options.pick.toString()};try{var name=pick(location.pathname,localStorage);` +
          `if(${JSON.stringify(Object.keys(options.screens))}.indexOf(name)<0)return;` +
          `var stored=localStorage.getItem(${JSON.stringify(options.languageKey)}),language=${JSON.stringify(options.languages)}.indexOf(stored)<0?` +
          // None chosen on this browser: the phone's language, as the app will open in (i18n).
          `(${options.phoneLanguage.toString()})(navigator.languages&&navigator.languages.length?navigator.languages:[navigator.language]):stored;` +
          `var template=document.getElementById('first-paint-'+name+'-'+language);` +
          `var screen=template.content.cloneNode(true),forms=screen.querySelectorAll('form');` +
          // A signed-in screen gets the person's name and today's words in place of its tokens.
          `var tick=${JSON.stringify(options.filled)}.indexOf(name)<0?null:(${options.fill.toString()})(screen,localStorage.getItem(${JSON.stringify(options.userKey)}),language,${options.displayName.toString()},${options.wallClock.toString()},${JSON.stringify(options.tokens)},new Date());` +
          // A form sent before the app has started would go out as a plain GET, its fields in the
          // address: it is held back and marked with when (the page's clock), and the app sends it when
          // it takes over. The screen's loader (data-first-paint-busy: the app's own, drawn hidden) shows at once.
          `for(var i=0;i<forms.length;i++){forms[i].addEventListener('submit',function(event){event.preventDefault();var form=event.currentTarget;form.setAttribute('data-sent',String(performance.now()));` +
          `var busy=form.closest('[data-first-paint]').querySelector('[data-first-paint-busy]');if(busy){busy.style.opacity='1';busy.style.visibility='visible'}})}` +
          // A background chosen at random per visit in the app is chosen here too (data-random-background: the choices).
          `var pickers=screen.querySelectorAll('[data-random-background]');for(var j=0;j<pickers.length;j++){var choices=JSON.parse(pickers[j].getAttribute('data-random-background')),chosen=choices[Math.floor(Math.random()*choices.length)];` +
          `pickers[j].style.backgroundImage='url("'+chosen+'")';pickers[j].setAttribute('data-background',chosen)}` +
          // A language chosen on the drawing is noted for the app to apply when it takes over (data-language: the button's).
          // A button's name as a person reads it, as the app finds its own by (lib/first-paint.ts buttonName).
          `var nameOf=function(button){return button.getAttribute('aria-label')||button.innerText.trim()};` +
          `var drawing=screen.querySelector('[data-first-paint]');if(drawing)drawing.addEventListener('click',function(event){var chosen=event.target.closest('[data-language]');if(chosen)drawing.setAttribute('data-chosen-language',chosen.getAttribute('data-language'));` +
          // Another button pressed (Clock In, Request; not a form's), by its name, for the app to press again (lib/first-paint.ts).
          `var pressed=event.target.closest('button');if(pressed&&!chosen&&!pressed.closest('form'))drawing.setAttribute('data-pressed',nameOf(pressed))});` +
          // The field last in use is noted too, for the app to put the caret back (lib/first-paint.ts).
          `if(drawing){drawing.addEventListener('focusin',function(event){drawing.setAttribute('data-focused',event.target.name||'')});` +
          // A button held down (any, a form's too), by its name: a press whose release comes after
          // the app has drawn over the screen has no click, its down and up being on two different
          // buttons; the app presses its own on the release (lib/first-paint.ts). Released here, the click came.
          `drawing.addEventListener('pointerdown',function(event){var down=event.target.closest('button');if(down)drawing.setAttribute('data-pointer-down',nameOf(down))});` +
          `var up=function(){drawing.removeAttribute('data-pointer-down')};drawing.addEventListener('pointerup',up);drawing.addEventListener('pointercancel',up)}` +
          `document.documentElement.lang=language;document.getElementById('root').appendChild(screen);` +
          (options.start ?? []).map(({ run, config }) => `(${run.toString()})(name,${JSON.stringify(config)});`).join('') +
          // The drawn clock keeps time until the app has drawn over it.
          `if(tick&&drawing){var timer=setInterval(function(){if(drawing.isConnected)tick(new Date());else clearInterval(timer)},1000)}}catch(e){}})();`;
        const source = String(html.source);
        if (!source.includes('<div id="root"></div>')) this.error('first-paint: index.html has no empty #root');
        html.source = source.replace('<div id="root"></div>', `<div id="root"></div>\n    ${templates}\n    <script>${script}</script>`);
      },
    },
  };
}

/** Builds `entry` for Node beside the web's own node_modules (so its imports resolve), and renders each screen in each language. */
async function renderInNode(root: string, define: Record<string, unknown>, options: Options): Promise<{ screen: string; language: string; body: string }[]> {
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
    const markup: { screen: string; language: string; body: string }[] = [];
    // One after the other: the i18n instance speaks one language at a time.
    for (const [screen, render] of Object.entries(options.screens)) {
      for (const language of options.languages) markup.push({ screen, language, body: await module[render](language) });
    }
    return markup;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
