import { Card } from '@chakra-ui/react';
import { ArrowLink } from '../../engine/ui-kit/ArrowLink.tsx';
import { CardIntro, CardPoints } from '../../engine/ui-kit/CardParts.tsx';
import type { CardProps } from './schema.ts';
import { InlineText } from '../../engine/ui-kit/FormattedText.tsx';

/** One card: icon, optional tag, title, text, points and a link. */
export function FeatureCard({ icon, label, title, text, points, link }: CardProps) {
  return (
    <Card.Root variant="feature" h="full" color="fg">
      <Card.Body gap="4">
        <CardIntro icon={icon} label={label} title={title}>
          <Card.Description>
            {/* The card is light on any surface. */}
            <InlineText text={text} onDark={false} />
          </Card.Description>
        </CardIntro>
        <CardPoints points={points} />
      </Card.Body>
      {link && (
        <Card.Footer>
          <ArrowLink cta={link} />
        </Card.Footer>
      )}
    </Card.Root>
  );
}
