import math
prices = [0.1, 0.2, 0.3]
print(sum(prices) == 0.6, math.isclose(sum(prices), 0.6), round(sum(prices), 10) == 0.6)
print(0.1 + 0.2 == 0.3, abs((0.1 + 0.2) - 0.3) < 1e-9, 0.1 * 3, 1.1 + 2.2)
balance = 0.0
for _ in range(10):
    balance += 0.1
print(balance, balance == 1.0, f"{balance:.2f}", round(balance, 2) == 1.0)
print(int(2.9999999999999996), int(2.99999999999999), 1e16 + 1 == 1e16, float(2**53) + 1)
print(round(0.5), round(1.5), round(2.5), round(-1.5), round(2.675, 2), f"{2.675:.2f}")
print(10 / 3, 10 // 3, 10 % 3, -10 // 3, -10 % 3, divmod(10.5, 3), 7.0 // 2, 2 ** -1, 2 ** 0.5)
print(math.floor(2.5), math.ceil(2.1), int("42") + float("0.5"), float("inf") - float("inf"))
vals = [3.0, float("nan"), 1.0]
print(sorted(vals), max(vals), min(vals), float("nan") in vals, vals.count(float("nan")))
print(1 / 0.0 if False else "guarded", 0.0 == -0.0, math.copysign(1, -0.0), str(-0.0))
print(sum(prices) / 0)
