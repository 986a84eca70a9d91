// The document's own stylesheet: it is opened straight from the visitor's downloads, so everything is inline,
// with system fonts only. Screen shows a sheet of paper; print gives a clean A4 without the reading hint.
export const JOB_DESCRIPTION_CSS = `
:root {
  --ink: #1b2230;
  --muted: #5b6475;
  --navy: #14213d;
  --accent: #b08d57;
  --rule: #e3ddd2;
  --paper: #ffffff;
}
* { box-sizing: border-box; }
html { background: #f1eee8; }
body {
  margin: 0;
  color: var(--ink);
  font: 11pt/1.55 "Segoe UI", "Helvetica Neue", Arial, sans-serif;
  hyphens: auto;
  -webkit-print-color-adjust: exact;
  print-color-adjust: exact;
}
.sheet {
  max-width: 210mm;
  margin: 24px auto;
  padding: 18mm 18mm 16mm;
  background: var(--paper);
  box-shadow: 0 6px 30px rgba(20, 33, 61, 0.12);
}
header.masthead {
  border-bottom: 2px solid var(--navy);
  padding-bottom: 10mm;
  margin-bottom: 8mm;
}
.eyebrow {
  margin: 0 0 2mm;
  color: var(--accent);
  font-size: 9pt;
  font-weight: 600;
  letter-spacing: 0.14em;
  text-transform: uppercase;
}
h1 {
  margin: 0;
  color: var(--navy);
  font: 600 26pt/1.15 Georgia, "Times New Roman", serif;
}
.company {
  margin: 2mm 0 6mm;
  color: var(--muted);
  font: italic 14pt/1.3 Georgia, "Times New Roman", serif;
}
dl.facts {
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 4mm;
  margin: 0;
}
dl.facts div { border-left: 3px solid var(--accent); padding-left: 3mm; }
dl.facts dt { color: var(--muted); font-size: 8.5pt; text-transform: uppercase; letter-spacing: 0.08em; }
dl.facts dd { margin: 0.5mm 0 0; font-weight: 600; overflow-wrap: anywhere; }
section { margin-bottom: 7mm; break-inside: avoid; }
h2 {
  margin: 0 0 3mm;
  color: var(--navy);
  font: 600 14pt/1.3 Georgia, "Times New Roman", serif;
  border-bottom: 1px solid var(--rule);
  padding-bottom: 1.5mm;
  break-after: avoid;
}
h3 { margin: 4mm 0 2mm; font-size: 10.5pt; color: var(--navy); }
p { margin: 0 0 3mm; }
ul { margin: 0; padding-left: 5mm; }
li { margin-bottom: 1.8mm; overflow-wrap: anywhere; }
li::marker { color: var(--accent); }
.note { color: var(--muted); font-size: 9.5pt; }
footer {
  margin-top: 9mm;
  padding-top: 3mm;
  border-top: 1px solid var(--rule);
  color: var(--muted);
  font-size: 8.5pt;
  display: flex;
  justify-content: space-between;
  gap: 6mm;
}
a { color: var(--navy); }
@page { size: A4; margin: 12mm 14mm 14mm; }
@media print {
  html { background: none; }
  body { font-size: 9.5pt; line-height: 1.4; }
  .sheet { margin: 0; padding: 0; max-width: none; box-shadow: none; }
  header.masthead { padding-bottom: 4mm; margin-bottom: 4mm; }
  h1 { font-size: 20pt; }
  .company { margin: 1mm 0 3mm; }
  section { margin-bottom: 3.5mm; }
  h2 { font-size: 12pt; margin-bottom: 1.5mm; padding-bottom: 1mm; }
  h3 { margin: 2.5mm 0 1mm; }
  p { margin-bottom: 2mm; }
  li { margin-bottom: 0.6mm; }
  footer { margin-top: 4mm; }
  .screen-only { display: none; }
}
`;
