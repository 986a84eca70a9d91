import { Card, HStack, Tag, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { SiteAnchor } from '../../engine/links/SiteAnchor.tsx';
import { ArrowLink } from '../../engine/ui-kit/ArrowLink.tsx';
import { CardIntro, CardPoints } from '../../engine/ui-kit/CardParts.tsx';
import { ctaLinks } from '../../engine/ui-kit/CtaLink.styles.ts';
import type { CollectionCard as CardData } from './schema.ts';
import { InlineText } from '../../engine/ui-kit/FormattedText.tsx';

/** One collection entry: its first link is the card's main action (cards are always light), the others follow as text links. */
export function CollectionCard({ anchor, icon, badge, title, text, detail, points, tags, links }: CardData) {
  const titleId = useId();
  const [action, ...more] = links;
  return (
    <Card.Root id={anchor} variant="feature" h="full" color="fg">
      <Card.Body gap="4">
        <CardIntro icon={icon} label={badge} title={title} titleId={titleId}>
          <Card.Description color="fg" fontWeight={detail ? '500' : undefined}>
            <InlineText text={text} onDark={false} />
          </Card.Description>
          {detail && (
            <Text fontSize="sm" color="fg.muted">
              <InlineText text={detail} onDark={false} />
            </Text>
          )}
        </CardIntro>
        <CardPoints points={points} />
        {tags.length > 0 && (
          <HStack as="ul" listStyleType="none" wrap="wrap" gap="2">
            {tags.map((tag) => (
              <li key={tag}>
                <Tag.Root size="md" variant="subtle" colorPalette="brand">
                  <Tag.Label>{tag}</Tag.Label>
                </Tag.Root>
              </li>
            ))}
          </HStack>
        )}
      </Card.Body>
      {action && (
        <Card.Footer flexWrap="wrap" gap="4" alignItems="center">
          {/* Repeated labels ("Accéder") take their meaning from the card title. */}
          <SiteAnchor link={action.href} aria-describedby={titleId} className={ctaLinks.primary.sm}>
            {action.label}
          </SiteAnchor>
          {more.map((link) => (
            <ArrowLink key={link.label} cta={link} describedBy={titleId} fontSize="sm" />
          ))}
        </Card.Footer>
      )}
    </Card.Root>
  );
}
