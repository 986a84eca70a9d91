import { Box, Table, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { CtaButton } from '../../engine/render/CtaButton.tsx';
import { Section } from '../../engine/render/Section.tsx';
import { SectionHeading } from '../../engine/render/SectionHeading.tsx';
import type { ComparisonTableProps } from './schema.ts';

/** Criteria in rows, options in columns; the offer's column can stand out. */
export default function ComparisonTable({ id, surface, eyebrow, title, intro, categoryHeading, columns, highlightedColumn, rows, note, cta }: ComparisonTableProps) {
  const titleId = useId();
  const highlighted = (index: number) => index === highlightedColumn;
  return (
    <Section id={id} surface={surface}>
      {title && (
        <Box id={titleId}>
          <SectionHeading eyebrow={eyebrow} title={title} intro={intro} />
        </Box>
      )}
      {/* Cells wrap so that two options fit a phone screen side by side; wider tables scroll. */}
      <Table.ScrollArea whiteSpace="normal" borderWidth="1px" borderColor="border" borderRadius="card" bg="bg.panel" color="fg">
        <Table.Root aria-labelledby={title ? titleId : undefined} size={{ base: 'sm', md: 'md' }} variant="line" minW={`${(columns.length + 1) * 7}rem`}>
          <Table.Header>
            <Table.Row bg="bg.muted">
              <Table.ColumnHeader scope="col" color="fg.muted">
                {categoryHeading}
              </Table.ColumnHeader>
              {columns.map((column, index) => (
                <Table.ColumnHeader key={column} scope="col" fontFamily="heading" fontSize="md" color="fg" bg={highlighted(index) ? 'accent.muted' : undefined}>
                  {column}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <Table.Row key={row.category} bg="bg.panel">
                <Table.ColumnHeader scope="row" fontWeight="600" color="fg" verticalAlign="top">
                  {row.category}
                </Table.ColumnHeader>
                {row.cells.map((cell, index) => (
                  <Table.Cell
                    key={`${row.category}-${index}`}
                    verticalAlign="top"
                    {...(highlighted(index) ? { bg: 'accent.subtle', color: 'fg', fontWeight: '600' } : { color: 'fg.muted' })}
                  >
                    {cell}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {note && (
        <Text mt="4" fontSize="sm" color={surface === 'dark' ? 'fg.invertedMuted' : 'fg.muted'}>
          {note}
        </Text>
      )}
      {cta && (
        <Box mt="8">
          <CtaButton cta={cta} />
        </Box>
      )}
    </Section>
  );
}
