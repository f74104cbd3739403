import re
from collections import Counter, defaultdict

LOG = """\
2024-03-01 10:00:01 INFO  [auth] user=alice action=login ip=10.0.0.5
2024-03-01 10:00:07 WARN  [auth] user=bob action=login_failed ip=10.0.0.9
2024-03-01 10:01:15 INFO  [api] user=alice action=GET path=/items/42 ms=35
2024-03-01 10:01:16 ERROR [api] user=alice action=POST path=/items ms=1203
2024-03-01 10:02:00 INFO  [api] user=carol action=GET path=/items ms=12
2024-03-01 10:02:30 WARN  [auth] user=bob action=login_failed ip=10.0.0.9
2024-03-01 10:03:45 ERROR [db] query timeout after 30s
2024-03-01 10:04:00 INFO  [auth] user=bob action=login ip=10.0.0.9
2024-03-01 10:05:12 INFO  [api] user=bob action=DELETE path=/items/7 ms=88
"""

line_re = re.compile(r"^(?P<date>\S+) (?P<time>\S+) (?P<level>[A-Z]+)\s+\[(?P<comp>\w+)\] (?P<msg>.*)$")
kv_re = re.compile(r"(\w+)=(\S+)")

levels = Counter()
by_comp = defaultdict(list)
users = Counter()
latencies = []
for line in LOG.splitlines():
    m = line_re.match(line)
    if not m:
        print("skip:", line)
        continue
    levels[m["level"]] += 1
    by_comp[m.group("comp")].append(m.group("time"))
    fields = dict(kv_re.findall(m["msg"]))
    if "user" in fields:
        users[fields["user"]] += 1
    if "ms" in fields:
        latencies.append(int(fields["ms"]))
    if m["level"] == "ERROR":
        print(f"ERROR at {m['time']}: {m['msg']!r}")

print(levels.most_common())
for comp, times in sorted(by_comp.items()):
    print(f"{comp:>5}: {len(times)} events, first {times[0]}, last {times[-1]}")
print("users:", dict(users))
print("latency avg=%.1f max=%d min=%d" % (sum(latencies) / len(latencies), max(latencies), min(latencies)))
failed = re.findall(r"user=(\w+) action=login_failed", LOG)
print("failed logins:", Counter(failed))
print(re.sub(r"ip=(\d+)\.(\d+)\.\d+\.\d+", r"ip=\1.\2.x.x", LOG.splitlines()[0]))
print(re.split(r"\s+", LOG.splitlines()[3], maxsplit=3))
ips = sorted(set(re.findall(r"ip=([\d.]+)", LOG)), key=lambda ip: tuple(map(int, ip.split("."))))
print(ips)
m = re.search(r"timeout after (\d+)s", LOG)
print(m.group(0), m.group(1), m.span(), m.start(1))
for m in re.finditer(r"path=(/\w+(?:/\d+)?)", LOG):
    print(m.group(1), end=" ")
print()
