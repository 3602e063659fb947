import { Link } from "react-router";

import { cn } from "#app/ui/cn.ts";
import { adminPages } from "#app/pages/admin-pages.ts";

import { PERIOD_KEYS, PERIOD_PARAM, PERIODS, type PeriodKey } from "./overview-period.ts";

/**
 * The periods as plain links (`?period=30d`): a period is an address, so it can be bookmarked,
 * shared with the team and reloaded, and the chosen one says so to a screen reader.
 */
export function PeriodChooser({ chosen }: { chosen: PeriodKey }) {
  return (
    <nav aria-label="Period" className="mt-2">
      <ul className="flex flex-wrap gap-1">
        {PERIOD_KEYS.map((key) => (
          <li key={key}>
            <Link
              to={`${adminPages.adminOverview.path}?${PERIOD_PARAM}=${key}`}
              aria-current={key === chosen ? "page" : undefined}
              className={cn(
                "inline-flex min-h-5 items-center rounded-full px-1.5 text-sm font-semibold ring-1",
                key === chosen
                  ? "bg-brand-700 text-white ring-brand-700"
                  : "bg-white text-brand-700 ring-ink-200 hover:bg-brand-50",
              )}
            >
              Last {PERIODS[key].name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
