prices = {'apple': 1.5, 'pear': 0.75, 'kiwi': 2.0}
for k in prices: print(k, end=' ')
print()
print(sorted(prices, key=prices.get), max(prices.items(), key=lambda kv: kv[1]))
print({v: k for k, v in prices.items()})
