// Reads a page's main thread out of a Chrome trace: how long each kind of work took, and how
// long each task after the first contentful paint ran (the tasks Total Blocking Time counts).
// Used by `npm run bench:main-thread` (issue 52).

/** What the trace records: the timeline, the tasks, V8's work and the paint marks. */
export const TRACE_CATEGORIES = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "toplevel",
  "loading",
  "blink.user_timing",
  "v8",
  "v8.execute",
  "blink",
];

export type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's own time in the event (CPU time), where the trace records it. */
  tdur?: number;
  pid: number;
  tid: number;
  cat?: string;
  args?: { name?: string; data?: Record<string, unknown>; beginData?: { url?: string } };
};

export const WORK_KINDS = [
  "setup",
  "parse",
  "style",
  "layout",
  "paint",
  "script",
  "images",
  "other",
] as const;
export type WorkKind = (typeof WORK_KINDS)[number];

export type MainThreadReading = {
  /** The first contentful paint, ms after the navigation started. */
  fcpMs: number;
  /** Self time of each kind of work on the page's main thread, in ms. */
  ms: Record<WorkKind, number>;
  /** Each top-level task that ended after the first contentful paint: its ms after it. */
  tasksAfterPaint: number[];
  /**
   * The same tasks' time on the CPU (their thread time, in the same share): what is left when
   * the time the thread waited for a core (another process on a busy machine) is taken out.
   */
  tasksAfterPaintOnCpu: number[];
  /** How long the page's tasks waited for a core, in all: wall time less thread time. */
  waitedMs: number;
  /** The three event names with the most self time, for a reader who wants to look closer. */
  top: [name: string, ms: number][];
};

const TASK_NAMES = new Set(["RunTask", "ThreadControllerImpl::RunTask"]);

/** Which kind of work an event's own time is (Blink's and V8's event names, Chromium 156). */
const KINDS: [WorkKind, RegExp][] = [
  ["images", /Decode|ImageResource|LazyPixelRef|SVGImage|IsolatedSVGDocumentHost/i],
  [
    "setup",
    /^(LocalWindowProxy::|ContextCreatedNotification|V8\.DeserializeContext|v8\.newInstance|DocumentLoader::CommitNavigation|Document::Initialize)/,
  ],
  [
    "parse",
    /^(ParseHTML|ParseAuthorStyleSheet|HTMLDocumentParser::|DecodedDataDocumentParser::|TextResourceDecoder::|Document::FinishedParsing|CSSParserImpl::)/,
  ],
  [
    "style",
    /^(UpdateLayoutTree|RecalculateStyles|Document::(recalcStyle|rebuildLayoutTree|updateStyle))/,
  ],
  ["layout", /^(Layout|LocalFrameView::performLayout|InlineNode::|UpdateLayout)/],
  [
    "paint",
    /^(Paint|PrePaint|Layerize|UpdateLayer|Commit|CompositeLayers|Blink\.|PaintArtifactCompositor)/,
  ],
  [
    "script",
    /^(EvaluateScript|FunctionCall|TimerFire|FireAnimationFrame|EventDispatch|v8\.|V8\.|MajorGC|MinorGC|RunMicrotasks|CompileScript|CompileModule)/,
  ],
];

export function kindOf(name: string): WorkKind {
  return KINDS.find(([, pattern]) => pattern.test(name))?.[0] ?? "other";
}

/** The renderer main thread that parsed `url`'s document. */
function findPageThread(events: TraceEvent[], url: string) {
  const want = new URL(url);
  const parse = events.find((e) => {
    const parsed = e.name === "ParseHTML" ? e.args?.beginData?.url : undefined;
    if (!parsed) return false;
    const at = new URL(parsed);
    return at.origin === want.origin && at.pathname === want.pathname;
  });
  if (!parse) throw new Error(`no document parsed for ${url} in the trace`);
  return { pid: parse.pid, tid: parse.tid };
}

/** Reads `url`'s page from a trace taken while it loaded (Playwright's browser.stopTracing). */
export function readMainThread(trace: { traceEvents: TraceEvent[] }, url: string) {
  const events = trace.traceEvents;
  const { pid, tid } = findPageThread(events, url);
  const mine = events.filter((e) => e.pid === pid && e.tid === tid);
  const navigation = mine.find((e) => e.name === "navigationStart");
  const fcp = events.find(
    (e) => e.pid === pid && e.name === "firstContentfulPaint" && e.ts >= (navigation?.ts ?? 0),
  );
  if (!fcp) throw new Error(`no first contentful paint for ${url} in the trace`);
  const start = navigation?.ts ?? fcp.ts;

  // Self time per event: its length less its children's, the events nested by time.
  const complete = mine
    .filter((e) => e.ph === "X" && typeof e.dur === "number" && e.ts + (e.dur ?? 0) >= start)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const ms = Object.fromEntries(WORK_KINDS.map((kind) => [kind, 0])) as Record<WorkKind, number>;
  const byName = new Map<string, number>();
  const stack: { end: number; event: TraceEvent; self: number }[] = [];
  const tasks: TraceEvent[] = [];
  const close = (until: number) => {
    while (stack.length && (stack.at(-1) as (typeof stack)[number]).end <= until) {
      const done = stack.pop() as (typeof stack)[number];
      const self = Math.max(0, done.self) / 1000;
      if (!TASK_NAMES.has(done.event.name) || stack.length) {
        ms[kindOf(done.event.name)] += self;
        byName.set(done.event.name, (byName.get(done.event.name) ?? 0) + self);
      } else ms.other += self;
    }
  };
  for (const event of complete) {
    close(event.ts);
    const dur = event.dur ?? 0;
    const parent = stack.at(-1);
    if (parent) parent.self -= dur;
    else if (TASK_NAMES.has(event.name)) tasks.push(event);
    stack.push({ end: event.ts + dur, event, self: dur });
  }
  close(Number.POSITIVE_INFINITY);

  const afterPaint = tasks.filter((task) => task.ts + (task.dur ?? 0) > fcp.ts);
  const tasksAfterPaint = afterPaint.map(
    (task) => (task.ts + (task.dur ?? 0) - Math.max(task.ts, fcp.ts)) / 1000,
  );
  const onCpuShare = (task: TraceEvent) =>
    task.dur && typeof task.tdur === "number" ? Math.min(1, task.tdur / task.dur) : 1;
  const tasksAfterPaintOnCpu = afterPaint.map(
    (task, i) => (tasksAfterPaint[i] as number) * onCpuShare(task),
  );
  const waitedMs =
    tasks.reduce((sum, task) => sum + (task.dur ?? 0) * (1 - onCpuShare(task)), 0) / 1000;
  const top = [...byName]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([name, time]) => [name, Math.round(time)] as [string, number]);
  return {
    fcpMs: (fcp.ts - start) / 1000,
    ms,
    tasksAfterPaint,
    tasksAfterPaintOnCpu,
    waitedMs,
    top,
  } satisfies MainThreadReading;
}
