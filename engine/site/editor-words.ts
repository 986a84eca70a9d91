/**
 * The visual editor's words in a site's language (its definition's `locale.editor`): the engine ships them in
 * English (editor/english-words.ts); a site that gives its own gives every one. A word that names
 * something (a count, a label, an address) is a function of it.
 */
export interface EditorWords {
  /** The text a new required field starts with: visible in the preview, obviously to be replaced. */
  placeholder: string;
  /** The segment of a data file's editor address, /_editor/<segment>/<name>: the person sees it in the address bar. */
  dataFilesAddress: string;
  ui: EditorUiWords;
  api: EditorApiWords;
  brokenElsewhere: BrokenElsewhereWords;
  hosted: EditorHostedWords;
}

/** What the editor's pages print: titles, buttons, field controls, notices. */
export interface EditorUiWords {
  appTitle: string;
  pages: string;
  newPage: string;
  path: string;
  title: string;
  modified: string;
  /** The heading over the files of pages/ whose JSON does not parse. */
  unreadablePages: string;
  /** One of them, with where its JSON breaks when the parser says, and what to do. */
  unreadablePage: (file: string, line?: number, column?: number) => string;
  backToList: string;
  blocks: string;
  pageSettings: string;
  addBlock: string;
  blockType: string;
  moveUp: string;
  moveDown: string;
  duplicate: string;
  remove: string;
  save: string;
  saved: string;
  saving: string;
  unsaved: string;
  noChange: string;
  /** The count of problems left before the draft may be saved. */
  invalid: (count: number) => string;
  invalidBlock: string;
  stale: string;
  reload: string;
  undo: string;
  redo: string;
  preview: string;
  /** A preview width, in CSS pixels. */
  width: (px: number) => string;
  previewWidth: string;
  /** The button that removes an optional field, by its label. */
  clear: (label: string) => string;
  /** The button that adds an optional field, by its label. */
  addField: (label: string) => string;
  /** An item of a list, by the list's (or the item's) label and its index from 0. */
  item: (label: string, index: number) => string;
  addItem: string;
  none: string;
  linkTarget: string;
  linkAnchor: string;
  linkValue: string;
  thisPage: string;
  sitePages: string;
  externalLinks: string;
  /** A link value that is no page nor named link of the site. */
  unknownTarget: (value: string) => string;
  noAnchor: string;
  /** The formatting bar of a text that takes inline formatting: its name, its buttons, the help under the text. */
  formatting: string;
  bold: string;
  italic: string;
  link: string;
  insertLink: string;
  removeLink: string;
  formattingHelp: string;
  create: string;
  cancel: string;
  pathHelp: string;
  /** The new page's address is already a page's, that of `file`. */
  pathTakenBy: (path: string, file: string) => string;
  description: string;
  /** A field whose value is fixed, with that value. */
  fixedContent: (value: string) => string;
  jsonHelp: string;
  jsonInvalid: string;
  showBreadcrumb: string;
  loading: string;
  /** The heading of the selected block's form, by the block's name. */
  editing: (label: string) => string;
  errorPrefix: string;
  brokenElsewhere: string;
  notFound: string;
  /** The link from a field to the data file it names. */
  editDataFile: (file: string) => string;
  /** The heading of a data file's form. */
  dataFile: (file: string) => string;
  dataHelp: string;
  /** The link back to the page a data file was opened from. */
  backToPage: (path: string) => string;
  items: string;
  dataNotFound: string;
  /** Two parts of one label or accessible name: an action and its block ("Move up", "3. Hero"), a field and its part. */
  pair: (first: string, second: string) => string;
  /** The preview's notice where a block fails to render. */
  blockCannotShow: string;
  /** The preview's notice where a block does not pass its schema. */
  blockToFix: string;
  /** The preview's notice in place of the header and footer while `files` (data/navigation.json, data/site.json) are invalid. */
  shellCannotShow: (files: readonly string[]) => string;
  /** An image field (client/fields/ImageField.tsx): the site's images to choose from, the text alternative, the upload. */
  imageChoice: string;
  /** One of the images, by its path ("images/atelier.png") and its pixels. */
  imageOption: (src: string, width: number, height: number) => string;
  noImageChosen: string;
  imageAlt: string;
  imageAltHelp: string;
  imageDecorative: string;
  imageUpload: string;
  imageUploadHelp: string;
  imageUploading: string;
  /** The image just added to images/, by its path: the person is asked to describe it next. */
  imageUploaded: (src: string) => string;
}

/** The deployed site's editor (/admin/): signing in, drafts kept on the server, publishing. */
export interface EditorHostedWords {
  signInTitle: string;
  email: string;
  password: string;
  signIn: string;
  signingIn: string;
  wrongCredentials: string;
  networkError: string;
  /** Any other refusal, with the backend's message. */
  otherError: (message: string) => string;
  /** The sign-in card's second way: the button that asks for a link by e-mail instead of the password. */
  linkWay: string;
  /** Above the link's form: what the link does, and that it serves when the password is forgotten. */
  linkHelp: string;
  sendLink: string;
  sendingLink: string;
  /** The link asked for, without saying whether the address has an account. */
  linkSent: string;
  /** Back from the link's form to e-mail and password. */
  passwordWay: string;
  /** An e-mail link opened once too often, or too late. */
  linkExpired: string;
  /** The Auth server's rate limit (too many sign-ins or links asked for): wait before trying again. */
  tooManyRequests: string;
  choosePasswordTitle: string;
  choosePasswordHelp: string;
  newPassword: string;
  /** A password the backend refused (too short…), with its message. */
  passwordRefused: (message: string) => string;
  savePassword: string;
  signOut: string;
  /** The account `email` is signed in but may not edit the site. */
  notAnEditor: (email: string) => string;
  draftSaving: string;
  draftSaved: string;
  draftNotSaved: string;
  /** A draft kept from an earlier visit, by who and when. */
  draftFrom: (email: string, date: string) => string;
  publish: string;
  publishing: string;
  /** Published as the commit whose short id is given: these files (none when nothing differed from the site). */
  published: (commit: string, files: readonly string[]) => string;
  publishInvalid: string;
  /** A problem the publish check found, on the page `route` (or in `file`). */
  issueOn: (where: string, field: string, message: string) => string;
  discardDraft: string;
  discardConfirm: string;
  conflictTitle: (file: string) => string;
  conflictHelp: string;
  theirVersion: string;
  myVersion: string;
  keepMine: string;
  takeTheirs: string;
  moved: string;
  forbidden: string;
  /** A publish with no draft: nothing changed since the last one. */
  nothingToPublish: string;
  /** A publish committed, but the host's deploy hook refused to rebuild. */
  rebuildFailed: string;
  /** A publish that reached no server: nothing published, the drafts kept. */
  publishUnreachable: string;
  /** A publish the server failed (`status`): nothing published, the drafts kept. */
  publishFailed: (status: number) => string;
  /** The button that shows and hides the published versions of the open file. */
  history: string;
  historyFailed: string;
  restoreFailed: string;
  /** An image the hosted editor could not send (no connection, or the branch kept moving). */
  imageNotSent: string;
  /** A file never published (a new page). */
  historyEmpty: string;
  /** A published version: who published it and when. */
  versionBy: (author: string, date: string) => string;
  /** What a version changed from the one before it, followed by the fields' names. */
  changedFields: string;
  /** A version whose JSON did not parse: listed, not restorable. */
  brokenVersion: string;
  restoreVersion: string;
  restoreConfirm: string;
}

/** The editor's API answers, shown to the person as they are. */
export interface EditorApiWords {
  /** A save refused because it would break other files (listed beside). */
  nothingSaved: string;
  noPage: (path: string) => string;
  unknownHost: string;
  notThisMachine: string;
  foreignOrigin: string;
  badToken: string;
  notJson: string;
  notObject: string;
  stale: string;
  invalidPath: (path: string) => string;
  missingPage: string;
  pathMismatch: string;
  pathTaken: (path: string) => string;
  invalidPage: string;
  noDataFile: (name: string) => string;
  missingData: string;
  invalidDataFile: string;
  unknownEndpoint: string;
  /** An unexpected failure, with its message. */
  failure: (message: string) => string;
  tooLarge: string;
  /** An upload whose bytes are no PNG, JPEG, WebP or AVIF image, whatever its name says. */
  notAnImage: string;
  /** An upload over the limit, in megabytes. */
  imageTooLarge: (megabytes: number) => string;
}

/**
 * What a save would break in another file, for the person saving. `subject` is the page or file (one of the
 * first three words), `field` where in it (the `field` word, or nothing when the whole file is at fault).
 */
export interface BrokenElsewhereWords {
  page: (route: string, file: string) => string;
  navigation: (file: string) => string;
  file: (file: string) => string;
  /** A field of that file, by its JSON path ("blocks[1].primaryCta.href"), appended to what follows. */
  field: (path: string) => string;
  unknownAnchor: (subject: string, anchor: string, route: string, field: string) => string;
  unknownRoute: (subject: string, route: string, field: string) => string;
  unknownParent: (subject: string, parent: string, field: string) => string;
  parentWithoutLabel: (subject: string, parent: string, field: string) => string;
  sharedRoute: (subject: string, route: string, otherFile: string) => string;
  /** Any other problem, with the build's own message. */
  invalid: (subject: string, field: string, message: string) => string;
}
