import { z } from 'zod';
import { engineOptions } from '../site/engine-options.ts';
import { engineTitles } from '../site/field-titles.ts';
import { engineOptionEnum } from './editor-meta.ts';

/** Icons content may name; engine/ui-kit/icon-map.ts maps each to its drawing. */
export const iconNames = engineOptions.icon;

export const iconName = engineOptionEnum('icon').meta({ title: engineTitles.icon });
export type IconName = z.output<typeof iconName>;
