import { everyRouteAsLanded } from './landing.ts';

everyRouteAsLanded('desktop');
