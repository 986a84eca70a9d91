import { Card, List, Stack, Text } from '@chakra-ui/react';
import { ArrowLink } from '../../engine/render/ArrowLink.tsx';
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
          <ArrowLink cta={link} />
        </Card.Footer>
      )}
    </Card.Root>
  );
}
