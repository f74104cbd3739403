# re: compiled patterns, search, findall, sub.
import re

lines = ["user%d@example%d.com visited /page/%d at 12:%02d" % (i, i % 7, i, i % 60) for i in range(50000)]
email = re.compile(r"(\w+)@(\w+)\.com")
page = re.compile(r"/page/(\d+)")
hits = 0
total = 0
for line in lines:
    m = email.search(line)
    if m and m.group(2) == "example3":
        hits += 1
    p = page.search(line)
    total += int(p.group(1))
times = re.findall(r"\d\d:\d\d", " ".join(lines[:12000]))
masked = re.sub(r"\d", "#", lines[123])
print(hits, total, len(times), masked)
