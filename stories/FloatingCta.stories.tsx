import { Box, Container, Heading, Text } from '@chakra-ui/react';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import FloatingCta from '../blocks/floating-cta/FloatingCta.tsx';
import { floatingCtaSchema } from '../blocks/floating-cta/schema.ts';
import { blockProps } from './fixtures/block-props.ts';

// The button shows once the page has scrolled: the story gives it a page to scroll.
const withLongPage: Decorator = (Story) => (
  <Box minH="300vh">
    <Container maxW="3xl" py="16">
      <Heading as="h1" mb="4">
        Quarter Plan
      </Heading>
      <Text>Faites défiler la page : le bouton apparaît en bas à droite après une demi-hauteur d'écran, et s'efface à l'approche du pied de page.</Text>
    </Container>
    <Story />
  </Box>
);

const meta = {
  title: 'Blocks/FloatingCta',
  component: FloatingCta,
  decorators: [withLongPage],
  args: blockProps(floatingCtaSchema, { type: 'floatingCta', cta: { label: 'Parler à un expert', href: 'booking' } }),
} satisfies Meta<typeof FloatingCta>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "Parler à un expert" to the booking calendar (new tab); a round icon button below 768 px. */
export const Default: Story = {};

/** On a phone: only the icon shows, the label stays for screen readers. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
