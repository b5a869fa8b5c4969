import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.2 AA rule set (2.0, 2.1 and 2.2, levels A and AA). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The rules a change of colour scheme can change the outcome of. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

export const VIEWPORTS = [
  { name: '1366', width: 1366, height: 900 },
  { name: '390', width: 390, height: 844 },
] as const;
export const SCHEMES = ['light', 'dark'] as const;

export interface Finding {
  state: string;
  rule: string;
  impact: string;
  nodes: string[];
}

/**
 * Runs axe (injected by Playwright into every frame, so the page's CSP stays as it is) and
 * returns the serious and critical violations of the WCAG 2.2 AA rules.
 */
export async function seriousViolations(
  page: Page,
  state: string,
  selector?: string,
  colourOnly = false,
): Promise<Finding[]> {
  // Only violations are gathered: far quicker than the full report of passes.
  let builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  builder = colourOnly ? builder.withRules(COLOUR_RULES) : builder.withTags(WCAG_TAGS);
  if (selector) builder = builder.include(selector);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      state,
      rule: violation.id,
      impact: violation.impact ?? '',
      nodes: violation.nodes
        .slice(0, 5)
        .map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`.slice(0, 300)),
    }));
}

async function setScheme(page: Page, scheme: 'light' | 'dark') {
  await page.evaluate((value) => document.documentElement.setAttribute('data-mantine-color-scheme', value), scheme);
}

/**
 * Collects the violations of one page state in every combination of width (1366 and 390 px)
 * and scheme (light and dark); `ready` waits for what the state shows after a resize. The page
 * is left at 1366 px in light mode.
 */
export class AxeAudit {
  readonly findings: Finding[] = [];
  readonly states: string[] = [];

  async check(page: Page, state: string, options: { ready?: () => Promise<void>; selector?: string } = {}) {
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      for (const scheme of SCHEMES) {
        await setScheme(page, scheme);
        if (options.ready) await options.ready();
        const label = `${state} @${viewport.name} ${scheme}`;
        this.states.push(label);
        // Dark mode changes colours only: the other rules were checked in light mode at this width.
        this.findings.push(...(await seriousViolations(page, label, options.selector, scheme === 'dark')));
      }
    }
    await setScheme(page, 'light');
    await page.setViewportSize({ width: VIEWPORTS[0].width, height: VIEWPORTS[0].height });
  }

  /** Fails with every finding listed, one line per rule and state. */
  expectClean() {
    const report = this.findings.map((f) => `${f.state} [${f.impact}] ${f.rule}\n    ${f.nodes.join('\n    ')}`);
    expect(report, `axe found serious or critical violations:\n${report.join('\n')}`).toEqual([]);
  }
}
