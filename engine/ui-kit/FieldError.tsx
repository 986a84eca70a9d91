import { chakra, useFieldContext, useFieldStyles, type HTMLChakraProps } from '@chakra-ui/react';

/**
 * A field's error message, styled and linked like Chakra's `Field.ErrorText`, but in the page from its first
 * paint and hidden while the field is valid. `Field.ErrorText` mounts only once the field is invalid: the
 * message then brings styles the page lacks, which emotion inserts at run time, a restyle of the whole page
 * in the very task that answers the visitor. A live region present from the start is also the one screen
 * readers announce reliably when its text arrives.
 */
export function FieldError({ children, ...props }: HTMLChakraProps<'span'>) {
  const field = useFieldContext();
  const styles = useFieldStyles();
  return (
    <chakra.span {...field.getErrorTextProps()} className="chakra-field__errorText" css={styles.errorText} hidden={!field.invalid} {...props}>
      {field.invalid ? children : null}
    </chakra.span>
  );
}
