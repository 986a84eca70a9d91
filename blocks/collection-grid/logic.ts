import type { Resource, ResourceType } from '../_collections/resources.ts';
import type { SectorId } from '../_collections/sectors.ts';

/** Cards list the first benefits only: the full list belongs to the detail page. */
export const cardBenefitCount = 2;

export function cardBenefits(benefits: readonly string[]): string[] {
  return benefits.slice(0, cardBenefitCount);
}

export const resourceTypeLabels: Record<ResourceType, string> = {
  interactive: 'Outil interactif',
  external: 'Consultation',
  generator: 'Générateur',
  guide: 'Guide',
  comparison: 'Comparatif',
  manifesto: 'Manifeste',
};

/** An external resource is an appointment to book (in a new tab); the others are pages to open. */
export function resourceActionLabel({ external }: Pick<Resource, 'external'>): 'Réserver' | 'Accéder' {
  return external ? 'Réserver' : 'Accéder';
}

/** Sectors with a page of their own; the others lead to a conversation on the booking calendar. */
export const sectorPages: Partial<Record<SectorId, string>> = { medias: '/medias', bancassurance: '/bancassurance' };
export const bookingLinkName = 'booking';
export const servicesRoute = '/services';

export type SectorLinkKind = 'sectorPage' | 'booking' | 'services';

/** Every sector card leads first to its page (or to a call), then to the service catalogue. */
export function sectorLinkTargets(id: SectorId): { kind: SectorLinkKind; target: string }[] {
  const page = sectorPages[id];
  const first = page === undefined ? { kind: 'booking' as const, target: bookingLinkName } : { kind: 'sectorPage' as const, target: page };
  return [first, { kind: 'services', target: servicesRoute }];
}
