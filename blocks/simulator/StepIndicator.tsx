import { Box, Flex, Text } from '@chakra-ui/react';
import { Check } from 'lucide-react';

interface StepIndicatorProps {
  labels: readonly string[];
  current: number;
}

/**
 * Where the visitor is in the three steps. A plain ordered list with aria-current rather than Chakra's
 * Steps, whose list is a tablist: these steps are not tabs the visitor can switch between.
 */
export function StepIndicator({ labels, current }: StepIndicatorProps) {
  return (
    <Flex as="ol" listStyleType="none" gap={{ base: '2', md: '4' }} mb={{ base: '6', md: '8' }} justify="center">
      {labels.map((label, index) => {
        const done = index < current;
        const active = index === current;
        return (
          <Flex
            as="li"
            key={label}
            align="center"
            gap="2"
            flex={{ base: '1', md: 'initial' }}
            direction={{ base: 'column', sm: 'row' }}
            aria-current={active ? 'step' : undefined}
          >
            <Box
              display="inline-flex"
              alignItems="center"
              justifyContent="center"
              boxSize="8"
              borderRadius="full"
              fontWeight="700"
              fontSize="sm"
              borderWidth="2px"
              borderColor={done || active ? 'brand.solid' : 'border'}
              bg={done ? 'brand.solid' : active ? 'bg.panel' : 'bg.muted'}
              color={done ? 'brand.contrast' : active ? 'brand.solid' : 'fg.muted'}
              aria-hidden="true"
            >
              {done ? <Check size={16} /> : index + 1}
            </Box>
            <Text fontSize="sm" fontWeight={active ? '700' : '500'} color={active ? 'fg' : 'fg.muted'}>
              {label}
            </Text>
          </Flex>
        );
      })}
    </Flex>
  );
}
