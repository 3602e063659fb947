/**
 * The browser's UI colour (the bar on phones, the installed app's splash): the brand's darkest
 * violet, `--color-brand-950` in styles/design.css (theme-color.test.ts keeps the two equal).
 */
export const THEME_COLOR = "#1a1040";
