# krait-run: --allow-import numpy.*
import numpy as np
arrivals = np.array([0, 2, 3, 7, 8, 12, 15])
service = np.array([3, 2, 4, 1, 2, 3, 1])
start = np.zeros_like(arrivals)
end = np.zeros_like(arrivals)
for i in range(len(arrivals)):
    start[i] = max(arrivals[i], end[i - 1] if i > 0 else 0)
    end[i] = start[i] + service[i]
wait = start - arrivals
print(start, end, wait)
print("Avg wait:", wait.mean(), "Max wait:", wait.max())
print("Utilization:", round(service.sum() / end[-1], 4))
