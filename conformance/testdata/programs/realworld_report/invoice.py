from datetime import date

items = [
    ("Consulting (hours)", 12.5, 150.0),
    ("Server hosting", 1, 249.99),
    ("Domain renewal", 3, 14.0),
    ("Support plan — premium", 1, 1200),
]
TAX = 0.0825
inv_date = date(2024, 6, 30)

print("=" * 60)
print(f"{'INVOICE':^60}")
print(f"{'#INV-' + str(1042).zfill(6):^60}")
print(f"Date: {inv_date:%B %d, %Y}".rjust(60))
print("=" * 60)
print(f"{'Description':<30}{'Qty':>8}{'Price':>10}{'Amount':>12}")
print("-" * 60)
subtotal = 0
for desc, qty, price in items:
    amount = qty * price
    subtotal += amount
    print(f"{desc:<30.28}{qty:>8g}{price:>10,.2f}{amount:>12,.2f}")
print("-" * 60)
tax = subtotal * TAX
total = subtotal + tax
for label, value in [("Subtotal", subtotal), (f"Tax ({TAX:.2%})", tax), ("TOTAL", total)]:
    print(f"{label:>48}{value:>12,.2f}")
print("=" * 60)
print(f"Amount due in words-ish: {total:_.0f} | {total:+.3e} | {total:010.1f}")
print(f"{'paid':*^20}|{'':-<10}|{42:#x}|{42:#o}|{42:#b}|{-42:x}")
print(f"{0.000123456:g} {123456789.0:g} {1e16:g} {1.5e-7:.3g} {100.0:g} {12345.678:.2g}")
print(f"{3.14159:{'>'}{10}.{3}f}|{'x':{'^'}{5}}|")
print("%-10s|%5.1f|%05d|%x|%e|%%" % ("left", 2.345, 42, 255, 12345.6789))
print("{:>8} {:<8} {:^8}|".format("r", "l", "c"))
print("{0}-{1}-{0}".format("a", "b"), "{name}:{val:.1f}".format(name="pi", val=3.14159))
print(format(1234567.891, ",.2f"), format(0.5, ".0%"), format(-0.0, "+.1f"), format(1e-10, ".2e"))
print(f"{1234567:_d} {1234567:,d} {0xDEADBEEF:_x} {255:08b}")
print(f"{'héllo':>8}|{'日本':^6}|")
print(f"{True:>6}|{None!s:>6}|{None!r:<6}|{[1, 2]!s:>8}")
