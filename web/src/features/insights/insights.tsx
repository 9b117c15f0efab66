import { useLiveQueries } from '../../api/live.js';
import { PageHeader } from '../../components/ui.js';
import '../../screens.css';
import { InsightFilterBar, useInsightSettings } from './insight-filters.js';
import { BurnupSection, CycleTimeSection, ThroughputSection } from './insight-flow.js';
import { CapacitySection, CostSection, TimeSection } from './insight-money.js';

/**
 * Insights (decisions §12.15, issue 41): series the server computes from the history — never an issue
 * list — each drawn as an SVG chart with its numbers in a table for screen readers. Issue and run events
 * refresh them (web/src/api/live.ts); filters live in the address.
 */
export function InsightsPage() {
  useLiveQueries();
  const [settings, change] = useInsightSettings();
  const { filters } = settings;
  return (
    <>
      <PageHeader
        title="Insights"
        description="Burn-up, throughput, cycle and lead time, time and agents' cost, computed from the history. By default the last 12 weeks (UTC)."
      />
      <InsightFilterBar settings={settings} change={change} />
      <div className="insight-grid">
        <BurnupSection filters={filters} />
        <ThroughputSection filters={filters} />
        <CycleTimeSection filters={filters} />
        <TimeSection filters={filters} group={settings.timeGroup} change={change} />
        <CostSection filters={filters} group={settings.costGroup} change={change} />
        <CapacitySection />
      </div>
    </>
  );
}
