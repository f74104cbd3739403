prices = [100.0]
for i in range(1, 252):
    prices.append(prices[-1] * (1 + ((i * 7919) % 200 - 100) / 10000))
for _ in range(500):
    returns = [(prices[i] - prices[i-1]) / prices[i-1] for i in range(1, len(prices))]
    mean = sum(returns) / len(returns)
    var = sum((r - mean) ** 2 for r in returns) / (len(returns) - 1)
    mx = max(prices); mn = min(prices)
