// Panda writes the islands' styles into the stylesheet that declares its cascade layers (engine/theme/islands.css).
export default { plugins: { '@pandacss/dev/postcss': {} } };
