import { HStack, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { useForm } from '../editor-context.ts';
import { t } from '../text.ts';

/**
 * A link's value picked from lists, a page of the site (and one of its anchors) or a named external link, with the
 * raw value editable for anything else (the checks then say what is wrong with it). `label` names its controls.
 */
export function LinkPicker({ value, label, onChange, autoFocus }: { value: string; label: string; onChange: (next: string) => void; autoFocus?: boolean }) {
  const { routes, currentPath, externalLinks } = useForm();
  const isExternal = externalLinks.includes(value);
  const [routePart = '', anchor = ''] = isExternal ? [] : value.split('#');
  const route = routePart === '' && value.startsWith('#') ? currentPath : routePart;
  const target = isExternal ? `external:${value}` : value === '' ? '' : `route:${route}`;
  const known = target === '' || isExternal || routes.some((candidate) => candidate.path === route);
  const anchors = routes.find((candidate) => candidate.path === route)?.anchors ?? [];

  return (
    <Stack gap="2" width="full">
      <HStack gap="2" width="full" flexWrap="wrap">
        <NativeSelect.Root flex="2" minWidth="12rem" size="sm">
          <NativeSelect.Field
            autoFocus={autoFocus}
            aria-label={t.pair(label, t.linkTarget)}
            value={target}
            onChange={(event) => {
              const next = event.currentTarget.value;
              if (next.startsWith('external:')) onChange(next.slice('external:'.length));
              else if (next.startsWith('route:')) onChange(next.slice('route:'.length));
              else onChange('');
            }}
          >
            <option value="">{t.none}</option>
            {!known && <option value={target}>{t.unknownTarget(route)}</option>}
            <optgroup label={t.sitePages}>
              {routes.map((candidate) => (
                <option key={candidate.path} value={`route:${candidate.path}`}>
                  {candidate.path === currentPath ? `${candidate.path} ${t.thisPage}` : candidate.path}
                </option>
              ))}
            </optgroup>
            <optgroup label={t.externalLinks}>
              {externalLinks.map((name) => (
                <option key={name} value={`external:${name}`}>
                  {name}
                </option>
              ))}
            </optgroup>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {!isExternal && target !== '' && (
          <NativeSelect.Root flex="1" minWidth="10rem" size="sm">
            <NativeSelect.Field
              aria-label={t.pair(label, t.linkAnchor)}
              value={anchor}
              onChange={(event) => {
                const next = event.currentTarget.value;
                const base = route === currentPath && value.startsWith('#') ? '' : route;
                onChange(next === '' ? base || route : `${base}#${next}`);
              }}
            >
              <option value="">{t.noAnchor}</option>
              {anchor !== '' && !anchors.includes(anchor) && <option value={anchor}>{t.unknownTarget(`#${anchor}`)}</option>}
              {anchors.map((candidate) => (
                <option key={candidate} value={candidate}>
                  #{candidate}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        )}
      </HStack>
      <Input size="sm" aria-label={t.pair(label, t.linkValue)} value={value} onChange={(event) => onChange(event.currentTarget.value)} />
    </Stack>
  );
}
