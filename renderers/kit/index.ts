/** NeonTable's rendering kit: every game's renderer draws with these. */

export type { CardFace } from './cards.ts';
export { drawCard } from './cards.ts';
export { type ChipStyle, drawLabelChip, drawTextChip } from './chips.ts';
export { encodePng, PNG_SIGNATURE, pngSize } from './encode.ts';
export type { BundledFamily, FontFile, FontRegistration, FontWeight } from './fonts.ts';
export { BUNDLED_FAMILIES, FONT_FAMILY, FONT_STACK, FONT_WEIGHTS, font, registerFonts } from './fonts.ts';
export type { CardSection, HandFrame, HandHeader, HandSection } from './hand.ts';
export {
  cardBoxes,
  cardSection,
  cardSectionHeight,
  drawCardSection,
  HAND_BODY_WIDTH,
  HAND_MARGIN,
  HAND_PANEL_TOP,
  HAND_PANEL_WIDTH,
  HAND_TEXT,
  HAND_WIDTH,
  handFrame,
  panelSection,
} from './hand.ts';
export type { HeaderLine, HeaderText, HeaderTokens, TurnHeader } from './header.ts';
export { awaitedNames, drawHeaderAwaited, drawHeaderHeadline, drawHeaderPanel, drawTurnHeader } from './header.ts';
export type { GameWords, LayeredGame, TurnStatus } from './layeredRenderer.ts';
export { layeredRenderer, statusLine } from './layeredRenderer.ts';
export { staticLayer, surfaceFrom } from './layers.ts';
export type { Box } from './layout.ts';
export {
  box,
  columns,
  grid,
  inset,
  MAX_BOARD,
  MIN_TEXT_PX,
  minTextPx,
  readableTextPx,
  rows,
  sliceLeft,
  sliceTop,
  VIEW_MIN_TEXT_PX,
  VIEW_WIDTH,
} from './layout.ts';
export type { LegendEntry, LegendOptions } from './legend.ts';
export { drawLegend, legendEntries } from './legend.ts';
export { drawIn, drawingLocale, drawnIn, tr } from './locale.ts';
export type { PaletteColor } from './palette.ts';
export { contrastRatio, hexToRgb, luminance, palette, shade, withAlpha } from './palette.ts';
export type { PanelOptions } from './panels.ts';
export { assertOwnView, drawCardFrame, drawPanel, drawRoundRect } from './panels.ts';
export type { SeatShape, SeatStyle } from './players.ts';
export { MAX_SEATS, seatStyle, seatStyles } from './players.ts';
export type { DrawnText } from './record.ts';
export { parseFont, recording, recordText } from './record.ts';
export { fillSeatNames, seatLabel, seatName } from './seatNames.ts';
export type { SeatNameStyle, SeatRowOptions } from './seatRow.ts';
export { drawSeatRow } from './seatRow.ts';
export {
  cutCornerPath,
  drawDisc,
  paintPath,
  roundRectPath,
  shapeLetterFit,
  shapePath,
  strokeTrace,
} from './shapes.ts';
export type { StatOptions } from './stats.ts';
export { drawStat } from './stats.ts';
export type { Surface, SurfaceOptions } from './surface.ts';
export { createSurface, paintBackground } from './surface.ts';
export type { HAlign, TextLayout, TextStyle, VAlign } from './text.ts';
export { drawOutlinedText, drawText, ELLIPSIS, layoutText, measureText } from './text.ts';
export type { HighlightOptions, TokenOptions } from './tokens.ts';
export { drawAwaitHighlight, drawToken } from './tokens.ts';
export type { TrackMarker, TrackOptions } from './tracks.ts';
export { drawTrack } from './tracks.ts';
