# krait-run: --allow-import numpy.*
import numpy as np
hourly = np.arange(24, dtype=float) * 1.5 + 10
daily_blocks = hourly.reshape(4, 6)
print(daily_blocks.mean(axis=1), daily_blocks.max(axis=1))
print(np.add.reduceat(hourly, np.arange(0, 24, 8)))
peaks = np.where((hourly[1:-1] > hourly[:-2]) & (hourly[1:-1] > hourly[2:]))[0]
print(peaks)
lagged = np.roll(hourly, 1)
lagged[0] = np.nan
print(np.round(np.nanmean(hourly - lagged), 4))
