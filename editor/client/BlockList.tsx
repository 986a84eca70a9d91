import { Badge, Box, Button, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { memo, useState } from 'react';
import site from 'virtual:site-definition';
import { blockName, blockSummary, blockTypes } from '../block-types.ts';
import { compareNames, t } from './text.ts';

export interface BlockListProps {
  blocks: ReadonlyArray<Record<string, unknown>>;
  selected: number | undefined;
  invalid: ReadonlySet<number>;
  onSelect: (index: number) => void;
  onMove: (from: number, to: number) => void;
  onDuplicate: (index: number) => void;
  onRemove: (index: number) => void;
  onAdd: (type: string) => void;
}

interface BlockItemProps extends Pick<BlockListProps, 'onSelect' | 'onMove' | 'onDuplicate' | 'onRemove'> {
  block: Record<string, unknown>;
  index: number;
  last: boolean;
  only: boolean;
  selected: boolean;
  invalid: boolean;
  dragged: number | undefined;
  setDragged: (index: number | undefined) => void;
}

/** One block of the list, rendered again only when its block, place or state changes. */
const BlockItem = memo(function BlockItem({
  block,
  index,
  last,
  only,
  selected,
  invalid: isInvalid,
  dragged,
  setDragged,
  onSelect,
  onMove,
  onDuplicate,
  onRemove,
}: BlockItemProps) {
  const name = blockName(site, String(block.type));
  // What each action's accessible name says it acts on: the block's position and name.
  const which = `${index + 1}. ${name}`;
  const summary = blockSummary(block);
  return (
    <Box
      as="li"
      draggable
      onDragStart={(event: React.DragEvent) => {
        setDragged(index);
        event.dataTransfer.effectAllowed = 'move';
      }}
      onDragOver={(event: React.DragEvent) => event.preventDefault()}
      onDrop={(event: React.DragEvent) => {
        event.preventDefault();
        if (dragged !== undefined && dragged !== index) onMove(dragged, index);
        setDragged(undefined);
      }}
      borderWidth="2px"
      borderRadius="md"
      borderColor={selected ? 'colorPalette.solid' : isInvalid ? 'border.error' : 'border'}
      background={selected ? 'bg.muted' : 'bg'}
      padding="2"
    >
      <Button
        variant="plain"
        height="auto"
        padding="0"
        width="full"
        justifyContent="flex-start"
        textAlign="start"
        whiteSpace="normal"
        aria-current={selected ? 'true' : undefined}
        onClick={() => onSelect(index)}
      >
        <Stack gap="0" align="start">
          <HStack gap="2">
            <Text fontWeight="semibold">{`${index + 1}. ${name}`}</Text>
            {isInvalid && (
              <Badge colorPalette="red" variant="solid">
                {t.invalidBlock}
              </Badge>
            )}
          </HStack>
          {summary && (
            <Text fontSize="sm" color="fg.muted" fontWeight="normal">
              {summary}
            </Text>
          )}
        </Stack>
      </Button>
      <HStack gap="1" marginTop="1" flexWrap="wrap">
        <Button size="xs" variant="outline" disabled={index === 0} onClick={() => onMove(index, index - 1)} aria-label={t.pair(t.moveUp, which)}>
          {t.moveUp}
        </Button>
        <Button size="xs" variant="outline" disabled={last} onClick={() => onMove(index, index + 1)} aria-label={t.pair(t.moveDown, which)}>
          {t.moveDown}
        </Button>
        <Button size="xs" variant="outline" onClick={() => onDuplicate(index)} aria-label={t.pair(t.duplicate, which)}>
          {t.duplicate}
        </Button>
        <Button size="xs" variant="outline" disabled={only} onClick={() => onRemove(index)} aria-label={t.pair(t.remove, which)}>
          {t.remove}
        </Button>
      </HStack>
    </Box>
  );
});

/** The page's blocks in order, each with its type, a summary and its actions; a palette to add one. */
export function BlockList({ blocks, selected, invalid, onSelect, onMove, onDuplicate, onRemove, onAdd }: BlockListProps) {
  const [dragged, setDragged] = useState<number>();
  const palette = [...blockTypes(site)].sort((a, b) => compareNames(blockName(site, a), blockName(site, b)));
  const [type, setType] = useState(palette[0]!);
  return (
    <Stack gap="3">
      <Box as="ol" listStyleType="none" margin="0" padding="0" display="flex" flexDirection="column" gap="2">
        {blocks.map((block, index) => (
          <BlockItem
            key={index}
            block={block}
            index={index}
            last={index === blocks.length - 1}
            only={blocks.length === 1}
            selected={selected === index}
            invalid={invalid.has(index)}
            dragged={dragged}
            setDragged={setDragged}
            onSelect={onSelect}
            onMove={onMove}
            onDuplicate={onDuplicate}
            onRemove={onRemove}
          />
        ))}
      </Box>
      <HStack as="form" gap="2" align="end" onSubmit={(event: React.FormEvent) => (event.preventDefault(), onAdd(type))}>
        <NativeSelect.Root size="sm" flex="1">
          <NativeSelect.Field aria-label={t.blockType} value={type} onChange={(event) => setType(event.currentTarget.value)}>
            {palette.map((candidate) => (
              <option key={candidate} value={candidate}>
                {blockName(site, candidate)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Button type="submit" size="sm">
          {t.addBlock}
        </Button>
      </HStack>
    </Stack>
  );
}
