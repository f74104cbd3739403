import re
from datetime import datetime, timedelta
from collections import defaultdict

lines = """
[2024-05-01 08:00:00] START job=ingest
[2024-05-01 08:12:30] END job=ingest status=ok
[2024-05-01 08:05:00] START job=report
[2024-05-01 09:45:10] END job=report status=failed
[2024-05-01 23:50:00] START job=nightly
[2024-05-02 01:20:45] END job=nightly status=ok
[2024-05-02 07:59:59] START job=ingest
[2024-05-02 08:01:01] END job=ingest status=ok
""".strip().splitlines()

pat = re.compile(r"\[(.+?)\] (START|END) job=(\w+)(?: status=(\w+))?")
open_jobs = {}
durations = defaultdict(list)
for line in lines:
    ts, kind, job, status = pat.match(line).groups()
    t = datetime.strptime(ts, "%Y-%m-%d %H:%M:%S")
    if kind == "START":
        open_jobs[job] = t
    else:
        d = t - open_jobs.pop(job)
        durations[job].append((d, status))
for job, runs in durations.items():
    total = sum((d for d, _ in runs), timedelta())
    print(f"{job:<8} runs={len(runs)} total={total} avg={total / len(runs)} statuses={[s for _, s in runs]}")
longest = max(((j, d) for j, runs in durations.items() for d, _ in runs), key=lambda x: x[1])
print("longest:", longest[0], longest[1], f"{longest[1].total_seconds():.0f}s")
print(open_jobs or "all closed")
h, rem = divmod(int(longest[1].total_seconds()), 3600)
m, s = divmod(rem, 60)
print(f"{h:02d}:{m:02d}:{s:02d}")
print(sorted(durations, key=lambda j: sum(d.total_seconds() for d, _ in durations[j])))
