import type { Principle } from '../_collections/principles.ts';
import type { Resource } from '../_collections/resources.ts';
import type { Sector } from '../_collections/sectors.ts';
import type { Service } from '../_collections/services.ts';
import type { Value } from '../_collections/values.ts';
import type { FormattedText } from '../../engine/schema/formatted-text.ts';
import type { IconName } from '../../engine/schema/icon.ts';
import { markAnchor } from '../../engine/schema/declared.ts';
import { resolveLink, type Cta } from '../../engine/schema/link.ts';
import type { SchemaContext } from '../../engine/site/schema-context.ts';
import { cardBenefits, resourceActionLabel, resourceTypeLabels, sectorLinkTargets, type SectorLinkKind } from './logic.ts';

/** What one card shows, whatever collection it comes from: computed at build time, rendered as is. */
export interface CollectionCard {
  /** Stable identity of the entry (React key). */
  slug: string;
  /** Lets other pages link straight to this card ("/secteurs-activites#retail"). */
  anchor?: string;
  icon?: IconName;
  badge?: string;
  title: string;
  text: FormattedText;
  detail?: FormattedText;
  points: string[];
  tags: string[];
  links: Cta[];
}

export function serviceCard(service: Service, linkLabel: string): CollectionCard {
  return {
    slug: service.id,
    icon: service.icon,
    badge: service.category,
    title: service.title,
    text: service.description,
    detail: service.fullDescription,
    points: cardBenefits(service.benefits),
    tags: [],
    links: [{ label: linkLabel, href: service.url }],
  };
}

export function resourceCard(resource: Resource): CollectionCard {
  return {
    slug: resource.id,
    icon: resource.icon,
    badge: resourceTypeLabels[resource.type],
    title: resource.title,
    text: resource.description,
    detail: resource.fullDescription,
    points: cardBenefits(resource.benefits),
    tags: [],
    links: [{ label: resourceActionLabel(resource), href: resource.url }],
  };
}

/** A sector's card, declared as the anchor "#<sector id>" that other pages link to; its links are `site`'s. */
export function sectorCard(site: SchemaContext, sector: Sector, labels: Record<SectorLinkKind, string>): CollectionCard {
  const card: CollectionCard = {
    slug: sector.id,
    anchor: sector.id,
    icon: sector.icon,
    title: sector.title,
    text: sector.description,
    points: [],
    tags: sector.keywords,
    links: sectorLinkTargets(sector.id).map(({ kind, target }) => ({ label: labels[kind], href: resolveLink(site, target) })),
  };
  return markAnchor(card, sector.id);
}

export function valueCard(value: Value): CollectionCard {
  return { slug: value.id, icon: value.icon, title: value.title, text: value.description, points: value.commitments, tags: [], links: [] };
}

export function principleCard(principle: Principle): CollectionCard {
  return { slug: principle.keyword, badge: principle.keyword, title: principle.title, text: principle.content, points: [], tags: [], links: [] };
}
