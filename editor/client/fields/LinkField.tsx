import { HStack, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { useForm } from '../editor-context.ts';
import { t } from '../text.ts';
import { useErrorAt, type FieldProps } from './field-props.ts';
import { LabelledField } from './LabelledField.tsx';

/**
 * A link: a page of the site (and one of its anchors) or a named external link, picked from lists, with
 * the raw value editable for anything else (the checks then say what is wrong with it).
 */
export function LinkField({ path, value, label, description, optional = false }: FieldProps<'link'>) {
  const { routes, currentPath, externalLinks, change } = useForm();
  const text = typeof value === 'string' ? value : '';
  const error = useErrorAt(path);
  const isExternal = externalLinks.includes(text);
  const [routePart = '', anchor = ''] = isExternal ? [] : text.split('#');
  const route = routePart === '' && text.startsWith('#') ? currentPath : routePart;
  const target = isExternal ? `external:${text}` : text === '' ? '' : `route:${route}`;
  const known = target === '' || isExternal || routes.some((candidate) => candidate.path === route);
  const anchors = routes.find((candidate) => candidate.path === route)?.anchors ?? [];
  const set = (next: string) => change(path, next === '' && optional ? undefined : next);

  return (
    <LabelledField label={label} description={description} error={error} optional={optional}>
      <Stack gap="2" width="full">
        <HStack gap="2" width="full" flexWrap="wrap">
          <NativeSelect.Root flex="2" minWidth="12rem" size="sm">
            <NativeSelect.Field
              aria-label={t.pair(label, t.linkTarget)}
              value={target}
              onChange={(event) => {
                const next = event.currentTarget.value;
                if (next.startsWith('external:')) set(next.slice('external:'.length));
                else if (next.startsWith('route:')) set(next.slice('route:'.length));
                else set('');
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
                  const base = route === currentPath && text.startsWith('#') ? '' : route;
                  set(next === '' ? base || route : `${base}#${next}`);
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
        <Input size="sm" aria-label={t.pair(label, t.linkValue)} value={text} onChange={(event) => set(event.currentTarget.value)} />
      </Stack>
    </LabelledField>
  );
}
