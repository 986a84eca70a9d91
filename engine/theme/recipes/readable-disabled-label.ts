/** A field slot recipe as Chakra and Panda both write it: only its label's base styles matter here. */
interface FieldRecipe {
  base?: { label?: object } & object;
}

/**
 * Chakra fades a disabled field's label to half opacity: 3.5:1 on white, under the 4.5:1 WCAG AA asks of
 * text. The site disables its forms while they send, with the labels still there to read: a disabled label
 * keeps full opacity and takes the muted text colour instead (7.5:1), which still sets it apart. Applied to
 * Chakra's field recipe (engine/theme/chakra-theme.ts) and to Panda's (panda-config.ts).
 */
export function withReadableDisabledLabel<R extends FieldRecipe>(recipe: R): R {
  const base = recipe.base ?? {};
  return { ...recipe, base: { ...base, label: { ...base.label, _disabled: { opacity: '1', color: 'fg.muted' } } } };
}
