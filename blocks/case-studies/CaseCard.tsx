import { Box, Grid, Heading, Stack, Text, useRecipe } from '@chakra-ui/react';
import { Disclosure } from '../../engine/ui-kit/Disclosure.tsx';
import { IconTile } from '../../engine/ui-kit/icons.tsx';
import { fillTemplate } from '../_interactive/template.ts';
import type { CaseStudiesProps, CaseStudy } from './schema.ts';
import { InlineText } from '../../engine/ui-kit/FormattedText.tsx';
import type { FormattedText } from '../../engine/schema/formatted-text.ts';
import { Picture } from '../../engine/ui-kit/Picture.tsx';

type Labels = CaseStudiesProps['labels'];

/** A case with workstreams to show is wide: it takes a row of its own. */
export const spansRow = (study: Pick<CaseStudy, 'details'>) => study.details.length > 0;

/** One mission told as problem, solution and result, with its image if it has one, and its workstreams on demand. */
export function CaseCard({ icon, title, problem, solution, result, details, image, labels }: CaseStudy & { labels: Labels }) {
  const wide = spansRow({ details });
  const picture = image && <Picture image={image} maxW="36rem" borderRadius="lg" />;
  const summary = (
    <>
      <Stack direction="row" gap="4" align="center">
        {icon && <IconTile name={icon} />}
        <Heading as="h3" fontFamily="heading" fontSize={{ base: 'xl', md: '2xl' }} fontWeight="600">
          {title}
        </Heading>
      </Stack>
      <Grid as="dl" templateColumns={{ base: '1fr', md: wide ? 'repeat(2, 1fr)' : '1fr' }} gap="4">
        <Part label={labels.problem} text={problem} />
        <Part label={labels.solution} text={solution} />
      </Grid>
      <Box as="dl" bg="accent.subtle" borderRadius="lg" px="5" py="4" mt="auto">
        <Text as="dt" textStyle="label" color="accent.fg">
          {labels.result}
        </Text>
        <Text as="dd" fontFamily="heading" fontSize={{ base: 'lg', md: 'xl' }} fontWeight="600" mt="1">
          <InlineText text={result} onDark={false} />
        </Text>
      </Box>
    </>
  );
  return (
    <Stack gap="5" h="full" bg="bg.panel" color="fg" borderWidth="1px" borderColor="border" borderRadius="card" boxShadow="card" p={{ base: '5', md: '7' }}>
      {/* A wide card shows its image beside the summary from 64rem, where a narrow card is a third of the page wide. */}
      {picture && wide ? (
        <Grid templateColumns={{ base: '1fr', lg: '20rem minmax(0, 1fr)' }} gap={{ base: '5', lg: '8' }} alignItems="start">
          {picture}
          <Stack gap="5">{summary}</Stack>
        </Grid>
      ) : (
        <>
          {picture}
          {summary}
        </>
      )}
      {details.length > 0 && <Details details={details} labels={labels} />}
    </Stack>
  );
}

// The card is light on any surface.
function Part({ label, text }: { label: string; text: FormattedText }) {
  return (
    <Box>
      <Text as="dt" textStyle="label" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" mt="1">
        <InlineText text={text} onDark={false} />
      </Text>
    </Box>
  );
}

// The summary says what a click will do: show the workstreams, or hide them again.
const whenOpen = { display: 'none', '[open] > summary &': { display: 'inline' } };
const whenClosed = { '[open] > summary &': { display: 'none' } };

function Details({ details, labels }: { details: CaseStudy['details']; labels: Labels }) {
  const button = useRecipe({ key: 'button' });
  return (
    <Disclosure.Root variant="plain">
      <Disclosure.Summary css={button({ variant: 'outline', size: 'sm' })} width="fit-content">
        <Box as="span" css={whenClosed}>
          {fillTemplate(labels.showDetails, { count: details.length })}
        </Box>
        <Box as="span" css={whenOpen}>
          {labels.hideDetails}
        </Box>
        <Disclosure.Indicator color="inherit" css={{ '& svg': { width: '16px', height: '16px' } }} />
      </Disclosure.Summary>
      <Disclosure.Content>
        <Stack as="ol" listStyleType="none" gap="3" mt="4">
          {details.map((detail, index) => (
            <Grid
              as="li"
              key={index}
              templateColumns={{ base: '1fr', md: '2.5rem repeat(3, 1fr)' }}
              gap={{ base: '2', md: '5' }}
              borderTopWidth="1px"
              borderColor="border"
              pt="3"
            >
              <Text fontFamily="heading" fontWeight="600" color="accent.fg" aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </Text>
              <DetailPart label={labels.challenge} text={detail.challenge} />
              <DetailPart label={labels.action} text={detail.action} />
              <DetailPart label={labels.result} text={detail.result} strong />
            </Grid>
          ))}
        </Stack>
      </Disclosure.Content>
    </Disclosure.Root>
  );
}

function DetailPart({ label, text, strong }: { label: string; text: FormattedText; strong?: boolean }) {
  return (
    <Box fontSize="sm">
      <Text fontWeight="700" color="fg.muted">
        {label}
      </Text>
      <Text fontWeight={strong ? '600' : undefined}>
        <InlineText text={text} onDark={false} />
      </Text>
    </Box>
  );
}
