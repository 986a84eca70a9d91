import { Card, List, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { IconName } from '../schema/icon.ts';
import { IconTile } from './icons.tsx';

interface CardIntroProps {
  icon?: IconName | undefined;
  label?: string | undefined;
  title: string;
  titleId?: string;
  /** What follows the title: the card's text. */
  children: ReactNode;
}

/** How every content card opens: icon tile, small label, title, then its text. */
export function CardIntro({ icon, label, title, titleId, children }: CardIntroProps) {
  return (
    <>
      {icon && <IconTile name={icon} />}
      <Stack gap="2">
        {label && (
          <Text textStyle="label" color="accent.fg">
            {label}
          </Text>
        )}
        <Card.Title as="h3" id={titleId}>
          {title}
        </Card.Title>
        {children}
      </Stack>
    </>
  );
}

/** A card's short bullet list, if it has one. */
export function CardPoints({ points }: { points: readonly string[] }) {
  if (points.length === 0) return null;
  return (
    <List.Root ps="5" gap="1.5" fontSize="sm" color="fg.muted">
      {points.map((point) => (
        <List.Item key={point}>{point}</List.Item>
      ))}
    </List.Root>
  );
}
