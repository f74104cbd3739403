# Text parsing over many short lines: split, strip, startswith, partition,
# int() of fields, as log and CSV-ish processing in agent code does.
levels = ["INFO", "WARN", "ERROR", "DEBUG"]
services = ["api", "db", "cache", "auth", "worker"]
lines = []
for i in range(60000):
    lines.append("  2024-01-%02d 12:%02d:%02d %s [%s] request id=%d took=%dms status=%d  " % (
        i % 28 + 1, i % 60, (i * 7) % 60, levels[i % 4], services[i % 5], i, (i * 37) % 900, 200 + (i % 3) * 100))
    if i % 10 == 0:
        lines.append("# comment line %d" % i)
    if i % 17 == 0:
        lines.append("")
text = "\n".join(lines)

by_level = {}
by_service = {}
slow = 0
total_ms = 0
errors = []
for line in text.splitlines():
    line = line.strip()
    if not line or line.startswith("#"):
        continue
    parts = line.split()
    date, time, level, service = parts[0], parts[1], parts[2], parts[3].strip("[]")
    fields = {}
    for p in parts[5:]:
        k, _, v = p.partition("=")
        fields[k] = v
    ms = int(fields["took"].rstrip("ms"))
    total_ms += ms
    if ms > 800:
        slow += 1
    by_level[level] = by_level.get(level, 0) + 1
    by_service[service] = by_service.get(service, 0) + ms
    if level == "ERROR" and fields["status"].startswith("4") and date.endswith("7"):
        errors.append(fields["id"])

csv_rows = [",".join([str(i), "name%d" % i, " %d.5 " % (i % 100), "x" if i % 2 else "y"]) for i in range(40000)]
amount = 0.0
ys = 0
for row in csv_rows:
    cols = row.split(",")
    amount += float(cols[2].strip())
    if cols[3] == "y" and cols[1].endswith("0"):
        ys += 1
    if cols[1].upper().startswith("NAME1"):
        ys += 1
print(by_level, by_service, slow, total_ms, len(errors), errors[:3], round(amount, 1), ys)
