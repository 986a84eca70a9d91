import { Card, Link, Stack, Text } from '@chakra-ui/react';
import { Mail } from 'lucide-react';
import type { ArticleProps } from './schema.ts';

type Contact = NonNullable<ArticleProps['contact']>;

/** Who to write to: company, trade register and address, all from the site settings. */
export function ContactCard({ title, text, companyName, tradeRegister, email, level }: Contact & { level: 'h2' | 'h3' }) {
  return (
    <Card.Root variant="feature" color="fg">
      <Card.Body gap="3">
        <Card.Title as={level}>{title}</Card.Title>
        {text && <Card.Description>{text}</Card.Description>}
        <Stack as="address" fontStyle="normal" gap="1" color="fg.muted">
          <Text fontWeight="700" color="fg">
            {companyName}
          </Text>
          <Text>{tradeRegister}</Text>
          <Link href={`mailto:${email}`} variant="standalone" gap="2" width="fit-content">
            <Mail size={16} aria-hidden="true" />
            {email}
          </Link>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
