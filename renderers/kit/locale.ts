/**
 * The language a picture is drawn in. A renderer is called with the reader's locale in its
 * context (RenderContext.locale); `drawnIn` runs the drawing in that locale, so the kit's text
 * functions put every message token they are given into it (src/engine/messages.ts) without each
 * drawing function passing the locale on, and static layers are kept per language.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { DEFAULT_LOCALE, type Locale, localize, localizeDeep } from '../../src/engine/messages.ts';
import type { GameRenderer, HandContext, RenderContext } from '../types.ts';

const scope = new AsyncLocalStorage<Locale>();

/** The locale of the drawing under way (English outside one). */
export function drawingLocale(): Locale {
  return scope.getStore() ?? DEFAULT_LOCALE;
}

/** A text as drawn now: its tokens in the drawing's locale. */
export function tr(text: string): string {
  return localize(text, drawingLocale());
}

/** Runs `draw` in `locale`. */
export function drawIn<T>(locale: Locale, draw: () => T): T {
  return scope.run(locale, draw);
}

/**
 * A renderer whose pictures and words come in the context's locale: the view's tokens are put
 * into it before the renderer reads them (a name it measures or cuts is already in words), and
 * what the renderer writes itself goes through the kit's text functions, which `tr` it.
 */
export function drawnIn<V>(renderer: GameRenderer<V>): GameRenderer<V> {
  const localeOf = (ctx: RenderContext): Locale => ctx.locale ?? DEFAULT_LOCALE;
  const words = <C extends RenderContext>(ctx: C): C => localizeDeep(ctx, localeOf(ctx));
  const { caption, handText } = renderer;
  return {
    board: (view, ctx) => drawIn(localeOf(ctx), () => renderer.board(localizeDeep(view, localeOf(ctx)), words(ctx))),
    hand: (view, ctx: HandContext) =>
      drawIn(localeOf(ctx), () => renderer.hand(localizeDeep(view, localeOf(ctx)), words(ctx))),
    ...(caption
      ? {
          caption: (view: V, ctx: RenderContext) =>
            localize(caption(localizeDeep(view, localeOf(ctx)), words(ctx)), localeOf(ctx)),
        }
      : {}),
    ...(handText
      ? {
          handText: (view: V, ctx: HandContext) =>
            handText(localizeDeep(view, localeOf(ctx)), words(ctx)).map((l) => localize(l, localeOf(ctx))),
        }
      : {}),
  };
}
