import { everyRouteAsLanded } from './landing.ts';

everyRouteAsLanded('mobile');
