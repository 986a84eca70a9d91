import { Box, Breadcrumb, Container } from '@chakra-ui/react';
import { Fragment } from 'react';
import type { BreadcrumbEntry } from '../seo/head-data.ts';

/** Home › parents › page; its BreadcrumbList structured data is in the page head. */
export function BreadcrumbBar({ trail, label }: { trail: readonly BreadcrumbEntry[]; label: string }) {
  return (
    <Box bg="bg.muted" borderBottomWidth="1px" borderColor="border">
      <Container maxW="7xl" px={{ base: '5', md: '8' }} py="3">
        <Breadcrumb.Root aria-label={label} size="sm">
          <Breadcrumb.List flexWrap="wrap">
            {trail.map((entry, index) =>
              index === trail.length - 1 ? (
                <Breadcrumb.Item key={entry.path}>
                  <Breadcrumb.CurrentLink color="fg" fontWeight="600">
                    {entry.label}
                  </Breadcrumb.CurrentLink>
                </Breadcrumb.Item>
              ) : (
                <Fragment key={entry.path}>
                  <Breadcrumb.Item>
                    <Breadcrumb.Link asChild color="fg.muted" _hover={{ color: 'accent.fg' }}>
                      <a href={entry.path}>{entry.label}</a>
                    </Breadcrumb.Link>
                  </Breadcrumb.Item>
                  <Breadcrumb.Separator />
                </Fragment>
              ),
            )}
          </Breadcrumb.List>
        </Breadcrumb.Root>
      </Container>
    </Box>
  );
}
