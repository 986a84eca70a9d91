import { Box, Table, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { CriteriaTable } from '../../engine/ui-kit/CriteriaTable.tsx';
import { BlockCta } from '../../engine/ui-kit/CtaButton.tsx';
import { Section } from '../../engine/ui-kit/Section.tsx';
import { SectionHeading } from '../../engine/ui-kit/SectionHeading.tsx';
import type { ComparisonTableProps } from './schema.ts';
import { InlineText } from '../../engine/ui-kit/FormattedText.tsx';

/** Criteria in rows, options in columns; the offer's column can stand out. */
export default function ComparisonTable({
  id,
  surface,
  eyebrow,
  title,
  intro,
  categoryHeading,
  columns,
  highlightedColumn,
  rows,
  note,
  cta,
}: ComparisonTableProps) {
  const titleId = useId();
  return (
    <Section id={id} surface={surface}>
      {title && (
        <Box id={titleId}>
          <SectionHeading eyebrow={eyebrow} title={title} intro={intro} />
        </Box>
      )}
      {/* Cells wrap so that two options fit a phone screen side by side; wider tables scroll. */}
      <Table.ScrollArea whiteSpace="normal" borderWidth="1px" borderColor="border" borderRadius="card" bg="bg.panel" color="fg">
        <CriteriaTable
          aria-labelledby={title ? titleId : undefined}
          style={{ minWidth: `${(columns.length + 1) * 7}rem` }}
          categoryHeading={categoryHeading}
          columns={columns}
          rows={rows}
          highlightedColumn={highlightedColumn}
        />
      </Table.ScrollArea>
      {note && (
        <Text mt="4" fontSize="sm" color={surface === 'dark' ? 'fg.invertedMuted' : 'fg.muted'}>
          <InlineText text={note} />
        </Text>
      )}
      <BlockCta cta={cta} mt="8" />
    </Section>
  );
}
