import { Box, Button, Field, Heading, Input, Link, List, Stack, Table, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import site from 'virtual:site-definition';
import { newPage } from '../new-page.ts';
import type { PageSummary, UnreadablePage } from '../server.ts';
import { siteSchemasOf } from '../site-schemas.ts';
import { checkPage, fileOfRoute, pathKey } from '../validate.ts';
import type { PageOutline } from '../../engine/validation/page-rules.ts';
import { useAddresses, useBackend } from './backend.ts';
import { useDataFilesInUse } from './data-files-in-use.ts';
import { formatDate, t } from './text.ts';

function NewPageForm({ others, onCancel }: { others: PageOutline[]; onCancel: () => void }) {
  const [path, setPath] = useState('/');
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string>();
  const backend = useBackend();
  const { editorUrl } = useAddresses();
  const page = newPage(site, path, title, description);
  const file = `pages/${fileOfRoute(path) ?? 'new-page.json'}`;
  const dataFiles = useDataFilesInUse();
  const schemas = useMemo(() => siteSchemasOf(site, dataFiles), [dataFiles]);
  const issues = checkPage(schemas, page, file, others).issues;
  const taken = others.some((other) => other.path === path);
  const errorAt = (key: string) => {
    const messages = issues.filter((issue) => pathKey(issue.path) === key).map((issue) => issue.message);
    if (key === 'path' && taken) messages.push(t.pathTakenBy(path, others.find((other) => other.path === path)?.file ?? ''));
    return touched && messages.length > 0 ? messages.join(' ') : undefined;
  };
  const valid = issues.length === 0 && !taken;
  async function create(event: React.FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!valid) return;
    const answer = await backend.savePage({ path, page, create: true });
    if (answer.ok) window.location.assign(editorUrl(path));
    else setServerError(answer.error);
  }
  const fields = [
    { key: 'path', label: t.path, value: path, set: setPath, help: t.pathHelp },
    { key: 'seo.title', label: t.title, value: title, set: setTitle },
    { key: 'seo.description', label: t.description, value: description, set: setDescription },
  ];
  return (
    <Box as="form" onSubmit={create} borderWidth="1px" borderRadius="md" padding="4" maxWidth="40rem" aria-labelledby="new-page-heading">
      <Stack gap="4">
        <Heading as="h2" size="md" id="new-page-heading">
          {t.newPage}
        </Heading>
        {fields.map((field) => (
          <Field.Root key={field.key} required invalid={errorAt(field.key) !== undefined}>
            <Field.Label>
              {field.label}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input value={field.value} onChange={(event) => (field.set(event.currentTarget.value), setTouched(true))} />
            {field.help && <Field.HelperText>{field.help}</Field.HelperText>}
            {errorAt(field.key) && <Field.ErrorText>{errorAt(field.key)}</Field.ErrorText>}
          </Field.Root>
        ))}
        {serverError && <Text color="fg.error">{t.errorPrefix + serverError}</Text>}
        <Stack direction="row" gap="2">
          <Button type="submit" disabled={touched && !valid}>
            {t.create}
          </Button>
          <Button variant="outline" onClick={onCancel}>
            {t.cancel}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}

/**
 * Every page of the site with its address, title and last change; a button to add one. A file of pages/ whose
 * JSON does not parse (edited by hand) is named above them with where it breaks: the editor cannot open it.
 */
export function PageList({ pages, unreadable = [] }: { pages: PageSummary[]; unreadable?: UnreadablePage[] }) {
  const [creating, setCreating] = useState(false);
  const { editorUrl } = useAddresses();
  const others: PageOutline[] = pages.map((page) => ({ file: `pages/${page.file}`, path: page.path, anchors: [], breadcrumb: null }));
  return (
    <Stack gap="6" padding="6" maxWidth="72rem" marginX="auto">
      <Heading as="h1" size="2xl">
        {t.appTitle}
      </Heading>
      {creating ? (
        <NewPageForm others={others} onCancel={() => setCreating(false)} />
      ) : (
        <Box>
          <Button onClick={() => setCreating(true)}>{t.newPage}</Button>
        </Box>
      )}
      {unreadable.length > 0 && (
        <Stack as="section" aria-labelledby="unreadable-heading" gap="2" borderWidth="1px" borderColor="border.error" borderRadius="md" padding="4">
          <Heading as="h2" size="md" id="unreadable-heading" color="fg.error">
            {t.unreadablePages}
          </Heading>
          <List.Root gap="1" paddingStart="5">
            {unreadable.map((page) => (
              <List.Item key={page.file}>{t.unreadablePage(`pages/${page.file}`, page.line, page.column)}</List.Item>
            ))}
          </List.Root>
        </Stack>
      )}
      <Stack as="section" aria-labelledby="pages-heading" gap="3">
        <Heading as="h2" size="lg" id="pages-heading">
          {t.pages}
        </Heading>
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t.path}</Table.ColumnHeader>
              <Table.ColumnHeader>{t.title}</Table.ColumnHeader>
              <Table.ColumnHeader>{t.modified}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {pages.map((page) => (
              <Table.Row key={page.file}>
                <Table.Cell>
                  <Link href={editorUrl(page.path)}>{page.path}</Link>
                </Table.Cell>
                <Table.Cell>{page.title}</Table.Cell>
                <Table.Cell>{page.modified && <time dateTime={page.modified}>{formatDate(page.modified)}</time>}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Stack>
    </Stack>
  );
}
