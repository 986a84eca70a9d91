import { Card, Link, List, Stack, Text } from '@chakra-ui/react';
import { ArrowRight } from 'lucide-react';
import { SiteAnchor } from '../../engine/links/SiteAnchor.tsx';
import { IconTile } from '../../engine/render/icons.tsx';
import type { CardProps } from './schema.ts';

/** One card: icon, optional tag, title, text, points and a link. */
export function FeatureCard({ icon, label, title, text, points, link }: CardProps) {
  return (
    <Card.Root variant="feature" h="full" color="fg">
      <Card.Body gap="4">
        {icon && <IconTile name={icon} />}
        <Stack gap="2">
          {label && (
            <Text textStyle="label" color="accent.fg">
              {label}
            </Text>
          )}
          <Card.Title as="h3">{title}</Card.Title>
          <Card.Description>{text}</Card.Description>
        </Stack>
        {points.length > 0 && (
          <List.Root ps="5" gap="1.5" fontSize="sm" color="fg.muted">
            {points.map((point) => (
              <List.Item key={point}>{point}</List.Item>
            ))}
          </List.Root>
        )}
      </Card.Body>
      {link && (
        <Card.Footer>
          <Link asChild fontWeight="600" color="brand.solid" _hover={{ color: 'accent.fg' }}>
            <SiteAnchor link={link.href}>
              {link.label}
              <ArrowRight size={16} aria-hidden="true" />
            </SiteAnchor>
          </Link>
        </Card.Footer>
      )}
    </Card.Root>
  );
}
