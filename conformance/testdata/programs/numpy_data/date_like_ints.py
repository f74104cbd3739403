# krait-run: --allow-import numpy.*
import numpy as np
days = np.arange(1, 32)
weekday = (days + 2) % 7
print(weekday[:10])
weekend = days[(weekday == 5) | (weekday == 6)]
print(weekend, len(weekend))
weeks = np.array_split(days, 5)
print([w.sum() for w in weeks])
print(days.reshape(-1, 31)[0, ::7])
