# krait-run: --allow-import numpy.*
import numpy as np
payoff = np.array([[3, -1, 2], [0, 4, -2], [1, 1, 1]])
row_min = payoff.min(axis=1)
col_max = payoff.max(axis=0)
print("maximin:", row_min.max(), "at row", row_min.argmax())
print("minimax:", col_max.min(), "at col", col_max.argmin())
print("saddle point:", row_min.max() == col_max.min())
best_resp = payoff.argmax(axis=0)
print(best_resp)
