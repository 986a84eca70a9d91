/**
 * The values the engine's own lists take: a section's background, and the icons content may name
 * (engine/ui-kit/icon-map.ts draws each). The JSON holds these; a site words them in its own language for its
 * editor (`locale.optionLabels` of its definition), every one, as it titles the engine's fields.
 */
export const engineOptions = {
  surface: ['light', 'muted', 'dark'],
  icon: [
    'target',
    'users',
    'calendar',
    'compass',
    'trending-up',
    'shield',
    'lightbulb',
    'clock',
    'briefcase',
    'layers',
    'message-circle',
    'check-circle',
    'bar-chart',
    'rocket',
    'handshake',
    'eye',
    'scale',
    'zap',
    'puzzle',
    'flag',
    'building',
    'landmark',
    'clapperboard',
    'store',
    'line-chart',
    'radar',
    'refresh',
    'file-text',
    'sparkles',
    'gauge',
  ],
} as const;

export type EngineOptionList = keyof typeof engineOptions;

/** A site's words for every value of every list of the engine's. */
export type EngineOptionLabels = { readonly [List in EngineOptionList]: Readonly<Record<(typeof engineOptions)[List][number], string>> };
