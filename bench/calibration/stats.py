import statistics
data = [float(i % 97) for i in range(1000)]
for _ in range(300):
    m = statistics.mean(data)
    s = statistics.pstdev(data)
