import { z } from 'zod';
import { engineTitles } from '../site/field-titles.ts';

/** Icons content may name; engine/ui-kit/icon-map.ts maps each to its drawing. */
export const iconNames = [
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
] as const;

export const iconName = z.enum(iconNames).meta({ title: engineTitles.icon });
export type IconName = z.output<typeof iconName>;
