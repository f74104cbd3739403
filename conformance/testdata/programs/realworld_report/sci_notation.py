import math

constants = {
    "pi": math.pi,
    "e": math.e,
    "avogadro": 6.02214076e23,
    "planck": 6.62607015e-34,
    "c": 299792458,
    "g": 9.80665,
    "tiny": 5e-324,
    "huge": 1.7976931348623157e308,
    "zero": 0.0,
    "neg": -1234.5678,
}
for name, v in constants.items():
    print(f"{name:<9}|{v:<14.6g}|{v:>14.4e}|{v:>12.3G}|{float(v)!r}")

specs = [".0f", ".1f", "e", "E", "g", ".10g", "%", ".3%", "+", " ", "n", "_.3f", ",g", "015.3f", "<15", "=+15.2f", "#.0f", "#g", ".0e", "#.0e"]
for spec in specs:
    try:
        print(f"{spec:>8}: [{format(1234.5, spec)}] [{format(-0.001234, spec)}]")
    except ValueError as e:
        print(f"{spec:>8}: error {e}")
print(format(float("nan"), ">8"), format(float("inf"), "+.2f"), format(-float("inf"), "e"))
print(format(1e22, "f"), format(1e-5, "f"), format(2**0.5, ".17g"), repr(0.1 + 0.2), str(1e16), str(1e15), 1e-4, 1e-5)
print(f"{12:e}", f"{12:.2%}", f"{7:n}", f"{1_000_000:g}", f"{10**20:e}")
print(format(3, ".2f"), format(True, "d"), format(True, ".1f"))
for n in [0, 7, 255, -255, 2**40]:
    print(f"{n:>16,} {n:>#12x} {n:>+8o} {n:c}" if 0 <= n < 0x110000 else f"{n:>16,} {n:>#12x} {n:>+8o}")
print(format(12345.6789, "10.3s") if False else format("12345.6789", "10.3s") + "|")
print(f"{math.inf:,.2f} {math.nan:.3e} {-0.0:g} {0.0:+g}")
print(f"{1.0:.1s}")
