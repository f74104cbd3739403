# An agent-style code action (written for this corpus in the style of GPT-4o
# CodeAgent steps; final_answer is a plain function here, as krait's is a tool).
log_lines = """2024-05-01 10:00:01 INFO Server started on port 8080
2024-05-01 10:05:13 WARNING Disk usage at 85%
2024-05-01 10:07:45 ERROR Connection refused: db01
2024-05-01 10:08:02 ERROR Connection refused: db02
2024-05-01 10:15:30 INFO Request handled in 120ms
2024-05-01 10:16:01 INFO Request handled in 95ms""".splitlines()
import re
levels = {}
times = []
for line in log_lines:
    date_s, time_s, level, msg = line.split(" ", 3)
    levels[level] = levels.get(level, 0) + 1
    m = re.search(r"in (\d+)ms", msg)
    if m:
        times.append(int(m.group(1)))
print(levels)
print("Errors:", [l.split(" ", 3)[3] for l in log_lines if " ERROR " in l])
print(f"Average request time: {sum(times)/len(times):.1f} ms")
