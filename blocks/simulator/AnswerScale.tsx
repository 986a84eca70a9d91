import { Flex, RadioGroup, SimpleGrid, Text, VisuallyHidden } from '@chakra-ui/react';
import { SCALE_MAX, SCALE_MIN } from './logic.ts';

interface AnswerScaleProps {
  name: string;
  labelledBy: string;
  value: number | undefined;
  onChange: (value: number) => void;
  minLabel: string;
  maxLabel: string;
}

const values = Array.from({ length: SCALE_MAX - SCALE_MIN + 1 }, (_, index) => SCALE_MIN + index);

/** A 1-10 rating as a radio group: arrow keys move the choice, each value is a large touch target. */
export function AnswerScale({ name, labelledBy, value, onChange, minLabel, maxLabel }: AnswerScaleProps) {
  return (
    <RadioGroup.Root
      name={name}
      aria-labelledby={labelledBy}
      value={value === undefined ? null : String(value)}
      onValueChange={(details) => details.value && onChange(Number(details.value))}
    >
      <SimpleGrid columns={{ base: 5, sm: 10 }} gap="2">
        {values.map((option) => (
          <RadioGroup.Item
            key={option}
            value={String(option)}
            justifyContent="center"
            h="11"
            borderWidth="1px"
            borderColor="border"
            borderRadius="lg"
            bg="bg.panel"
            cursor="pointer"
            fontWeight="600"
            transition="background 0.15s ease, border-color 0.15s ease"
            _hover={{ borderColor: 'brand.400', bg: 'brand.subtle' }}
            _checked={{ bg: 'brand.solid', borderColor: 'brand.solid', color: 'brand.contrast', _hover: { bg: 'brand.700' } }}
            _focusVisible={{ outline: '2px solid', outlineColor: 'accent.solid', outlineOffset: '2px' }}
          >
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemText>
              {option}
              {/* The ends carry their meaning for screen readers, who do not see the legend below. */}
              {option === SCALE_MIN && <VisuallyHidden>, {minLabel}</VisuallyHidden>}
              {option === SCALE_MAX && <VisuallyHidden>, {maxLabel}</VisuallyHidden>}
            </RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </SimpleGrid>
      <Flex aria-hidden="true" justify="space-between" gap="4" mt="2" fontSize="xs" color="fg.muted">
        <Text>
          {SCALE_MIN} · {minLabel}
        </Text>
        <Text textAlign="end">
          {maxLabel} · {SCALE_MAX}
        </Text>
      </Flex>
    </RadioGroup.Root>
  );
}
