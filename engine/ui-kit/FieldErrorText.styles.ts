import { field } from '../../styled-system/recipes/index.js';

export const errorText = field().errorText;
