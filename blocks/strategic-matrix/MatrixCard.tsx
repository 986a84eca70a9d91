import { Badge, Box, HStack, List, Stack, Text } from '@chakra-ui/react';
import { Disclosure } from '../../engine/ui-kit/Disclosure.tsx';
import { InlineText } from '../../engine/ui-kit/FormattedText.tsx';
import type { FormattedText } from '../../engine/schema/formatted-text.ts';

export interface CardBadge {
  label: string;
  value: string;
  /** 0 to 1: how strong the rating is, from a soft to a vivid badge. */
  strength: number;
}

interface MatrixCardProps {
  title: string;
  description: string;
  badges: readonly CardBadge[];
  details: readonly FormattedText[];
  answerTitle: string;
  answer: FormattedText;
  /** Red for threats, green for opportunities: a strong rating means danger for one, promise for the other. */
  palette: 'red' | 'green';
  /** The cards of which only one may be open. */
  group: string;
}

/** A risk or an opportunity: its ratings at a glance; opened, what is at stake and what we do about it. */
export function MatrixCard({ title, description, badges, details, answerTitle, answer, palette, group }: MatrixCardProps) {
  return (
    <Disclosure.Root
      variant="plain"
      name={group}
      bg="bg.panel"
      color="fg"
      borderWidth="1px"
      borderColor="border"
      borderRadius="card"
      boxShadow="card"
      transition="border-color 0.2s ease, box-shadow 0.2s ease"
      _motionReduce={{ transition: 'none' }}
      _open={{ borderColor: 'accent.solid', boxShadow: 'cardHover' }}
    >
      <Disclosure.Summary p={{ base: '5', md: '6' }} borderRadius="card" flexDirection="column" alignItems="stretch" gap="3">
        <HStack as="span" justify="space-between" align="flex-start" gap="3" w="full">
          <Text as="span" fontFamily="heading" fontSize="xl" fontWeight="600">
            {title}
          </Text>
          <Disclosure.Indicator mt="1" />
        </HStack>
        <Text as="span" color="fg.muted" fontSize="sm">
          {description}
        </Text>
        <HStack as="span" gap="2" wrap="wrap">
          {badges.map((badge) => (
            <Badge key={badge.label} as="span" size="md" borderRadius="full" colorPalette={palette} variant={badgeVariant(badge.strength)}>
              {badge.label}&nbsp;: {badge.value}
            </Badge>
          ))}
        </HStack>
      </Disclosure.Summary>
      <Disclosure.Content px={{ base: '5', md: '6' }} pb={{ base: '5', md: '6' }}>
        <Stack gap="4" borderTopWidth="1px" borderColor="border" pt="4">
          <List.Root ps="5" gap="1.5" fontSize="sm" color="fg.muted">
            {/* The card is light on any surface. */}
            {details.map((detail, index) => (
              <List.Item key={index}>
                <InlineText text={detail} onDark={false} />
              </List.Item>
            ))}
          </List.Root>
          <Box bg="accent.subtle" borderRadius="lg" p="4">
            <Text fontWeight="700" color="accent.fg" mb="1">
              {answerTitle}
            </Text>
            <Text fontSize="sm">
              <InlineText text={answer} onDark={false} />
            </Text>
          </Box>
        </Stack>
      </Disclosure.Content>
    </Disclosure.Root>
  );
}

function badgeVariant(strength: number): 'solid' | 'subtle' | 'outline' {
  if (strength >= 1) return 'solid';
  return strength > 0 ? 'subtle' : 'outline';
}
