import { stack } from '../../styled-system/patterns/index.js';
import { button } from '../../styled-system/recipes/index.js';

export const styles = {
  form: stack({ mt: '6', align: 'flex-end' }),
  button: button({ variant: 'ghost', size: 'sm' }),
};
