# traceback: full
def parse_duration(text):
    units = {"s": 1, "m": 60, "h": 3600, "d": 86400}
    text = text.strip().lower()
    if not text:
        raise ValueError("empty duration")
    total = 0
    num = ""
    for ch in text:
        if ch.isdigit() or ch == ".":
            num += ch
        elif ch in units:
            if not num:
                raise ValueError(f"unit {ch!r} without number in {text!r}")
            total += float(num) * units[ch]
            num = ""
        elif ch.isspace():
            continue
        else:
            raise ValueError(f"bad character {ch!r} in {text!r}")
    if num:
        total += float(num)
    return total

for s in ["1h30m", "45s", "2d 4h", "1.5h", "90", "  10m  ", "3x", "h", "", "1..5m"]:
    try:
        print(f"{s!r:>10} -> {parse_duration(s):>10.1f}s")
    except ValueError as e:
        print(f"{s!r:>10} -> error: {e}")

def parse_kv(line):
    key, value = line.split("=")
    return key.strip(), value.strip()

pairs = ["a = 1", "b=2", "c = x=y", "noequals"]
parsed = {}
for p in pairs:
    try:
        k, v = parse_kv(p)
        parsed[k] = v
    except ValueError as e:
        print(f"skip {p!r}: {e}")
print(parsed)
print(int("  42 "), float("1e3"), int("0x1f", 16), int("1_000"))
for bad in ["4.5", "", "abc", "1 2"]:
    try:
        int(bad)
    except ValueError as e:
        print(e)
values = [parse_kv(p) for p in pairs]
