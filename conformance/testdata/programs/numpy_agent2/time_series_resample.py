# krait-run: --allow-import numpy.*
import numpy as np
hourly = np.arange(24) * 1.5 + 10
daily_blocks = hourly.reshape(4, 6)
print(daily_blocks.mean(axis=1))
print(daily_blocks.max(axis=1) - daily_blocks.min(axis=1))
print(hourly[::6])
print(np.round(np.interp(np.arange(0, 24, 2.5), np.arange(24), hourly), 2))
