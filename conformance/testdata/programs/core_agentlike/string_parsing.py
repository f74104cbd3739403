log = """2024-01-05 ERROR disk full
2024-01-05 INFO started
2024-01-06 WARN slow response 2300ms
2024-01-07 ERROR timeout after 30s"""
entries = []
for line in log.splitlines():
    date, level, msg = line.split(' ', 2)
    entries.append((date, level, msg))
by_level = {}
for date, level, msg in entries:
    by_level.setdefault(level, []).append(date)
print(by_level)
errors = [m for _, lvl, m in entries if lvl == 'ERROR']
print(errors, sum(1 for e in entries if e[0].endswith('05')))
nums = [int(''.join(c for c in w if c.isdigit())) for _, _, m in entries for w in m.split() if any(c.isdigit() for c in w)]
print(nums)
