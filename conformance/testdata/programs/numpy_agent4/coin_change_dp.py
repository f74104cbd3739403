# krait-run: --allow-import numpy.*
import numpy as np
coins = [1, 5, 10, 25]
amount = 63
dp = np.full(amount + 1, np.inf)
dp[0] = 0
for c in coins:
    for a in range(c, amount + 1):
        dp[a] = min(dp[a], dp[a - c] + 1)
print(int(dp[amount]), dp[:12])
ways = np.zeros(amount + 1, dtype=np.int64)
ways[0] = 1
for c in coins:
    for a in range(c, amount + 1):
        ways[a] += ways[a - c]
print(ways[amount], ways[:12])
