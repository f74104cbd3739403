tasks = {"download": 0.73, "extract": 1.0, "index": 0.05, "upload": 0.0, "verify": 0.499}

def bar(frac, width=20, fill="#", empty="."):
    n = int(round(frac * width))
    return f"[{fill * n}{empty * (width - n)}]"

name_w = max(map(len, tasks))
for name, frac in tasks.items():
    status = "done" if frac >= 1 else ("pending" if frac == 0 else "running")
    print(f"{name:<{name_w}} {bar(frac)} {frac:>6.1%} {status}")

print()
overall = sum(tasks.values()) / len(tasks)
print(f"Overall {bar(overall, 40, '=', ' ')} {overall * 100:5.1f}%")

def human_size(n):
    for unit in ["B", "KB", "MB", "GB", "TB"]:
        if abs(n) < 1024:
            return f"{n:.1f} {unit}" if unit != "B" else f"{n} {unit}"
        n /= 1024
    return f"{n:.1f} PB"

for size in [0, 512, 1023, 1024, 1536, 10**6, 2**30, 5 * 2**40, 10**18]:
    print(f"{size:>20,} -> {human_size(size):>10}")

def human_duration(seconds):
    parts = []
    for unit, length in [("d", 86400), ("h", 3600), ("m", 60), ("s", 1)]:
        if seconds >= length:
            q, seconds = divmod(seconds, length)
            parts.append(f"{int(q)}{unit}")
    return " ".join(parts) or "0s"

for s in [0, 59, 61, 3600, 3725, 90061, 1e6]:
    print(f"{s!r:>10} -> {human_duration(s)}")
print(round(2.5), round(3.5), round(-0.5), round(0.125, 2), round(2.675, 2), round(1234.5, -1))
