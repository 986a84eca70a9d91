import { Box, Grid, Heading, Link, List, Text } from '@chakra-ui/react';
import { SiteAnchor } from '../../engine/links/SiteAnchor.tsx';
import { Island } from '../../engine/render/island.tsx';
import { BlockCta } from '../../engine/ui-kit/CtaButton.tsx';
import { Section } from '../../engine/ui-kit/Section.tsx';
import { SectionHeading } from '../../engine/ui-kit/SectionHeading.tsx';
import { tallyEmbedUrl, tallyFormPageUrl } from './logic.ts';
import type { FormEmbedProps } from './schema.ts';
import TallyLoader from './TallyLoader.tsx';
import { InlineText } from '../../engine/ui-kit/FormattedText.tsx';

/**
 * The contact form from Tally: the frame waits for Tally's script, which a small island loads after a short
 * delay (TallyLoader). Under it, a link opens the same form on Tally's own page, for browsers that block the frame.
 */
export default function FormEmbed({ id, surface, eyebrow, title, intro, formId, frameTitle, height, loadDelayMs, fallback, aside }: FormEmbedProps) {
  return (
    <Section id={id} surface={surface}>
      {title && <SectionHeading eyebrow={eyebrow} title={title} intro={intro} />}
      <Grid templateColumns={{ base: '1fr', lg: aside ? '1.6fr 1fr' : '1fr' }} gap={{ base: '8', lg: '12' }} alignItems="start">
        <Box bg="bg.panel" color="fg" borderWidth="1px" borderColor="border" borderRadius="card" p={{ base: '4', md: '6' }}>
          <iframe
            data-tally-src={tallyEmbedUrl(formId)}
            loading="lazy"
            width="100%"
            height={height}
            title={frameTitle}
            style={{ border: 0, display: 'block' }}
          />
          <Island component={TallyLoader} props={{ loadDelayMs }} />
          <Text mt="4" fontSize="sm" color="fg.muted">
            <InlineText text={fallback.text} onDark={false} />{' '}
            <Link asChild variant="inline">
              <SiteAnchor link={{ href: tallyFormPageUrl(formId), external: true }}>{fallback.linkLabel}</SiteAnchor>
            </Link>
          </Text>
        </Box>
        {aside && (
          <Box bg="bg.muted" color="fg" borderRadius="card" p={{ base: '6', md: '8' }}>
            <Heading as="h3" fontFamily="heading" fontSize="xl" fontWeight="600" mb="4">
              {aside.title}
            </Heading>
            <List.Root as="ol" ps="5" gap="3" color="fg.muted">
              {aside.steps.map((step) => (
                <List.Item key={step}>{step}</List.Item>
              ))}
            </List.Root>
            <BlockCta cta={aside.cta} size="md" mt="6" />
          </Box>
        )}
      </Grid>
    </Section>
  );
}
