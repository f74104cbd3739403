CONVERSIONS = {
    ("km", "mi"): 0.621371, ("kg", "lb"): 2.20462, ("l", "gal"): 0.264172, ("m", "ft"): 3.28084,
}
def convert(value, src, dst):
    if src == dst:
        return value
    if (src, dst) in CONVERSIONS:
        return value * CONVERSIONS[(src, dst)]
    if (dst, src) in CONVERSIONS:
        return value / CONVERSIONS[(dst, src)]
    if {src, dst} <= {"c", "f", "k"}:
        c = value if src == "c" else (value - 32) * 5 / 9 if src == "f" else value - 273.15
        return c if dst == "c" else c * 9 / 5 + 32 if dst == "f" else c + 273.15
    raise ValueError(f"cannot convert {src} to {dst}")
queries = [(10, "km", "mi"), (26.2, "mi", "km"), (70, "kg", "lb"), (100, "c", "f"), (98.6, "f", "c"), (0, "k", "c"),
           (5, "gal", "l"), (1.8, "m", "ft"), (3, "km", "kg")]
for v, s, d in queries:
    try:
        r = convert(v, s, d)
        print(f"{v:>6g} {s:<3} = {r:>10.4f} {d:<3} ({r:.3g})")
    except ValueError as e:
        print(f"{v:>6g} {s:<3} -> error: {e}")
print(round(convert(convert(1, "km", "mi"), "mi", "km"), 12), convert(-40, "c", "f"), convert(-40, "f", "c"))
print(f"{convert(1, 'l', 'gal'):.6f}", f"{convert(1, 'gal', 'l'):.6f}", 1 / 0.264172)
