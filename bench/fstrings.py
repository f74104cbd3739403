# f-strings with conversions and format specs.
total = 0
last = ""
for i in range(200000):
    x = i * 0.5
    name = "item"
    s = f"{name}-{i}: {x:.2f} [{i:>6}] {i:#x} {name!r}"
    total += len(s)
    last = s
print(total, last)
