# An agent-style code action (written for this corpus in the style of GPT-4o
# CodeAgent steps; final_answer is a plain function here, as krait's is a tool).
def chunked(seq, size):
    for i in range(0, len(seq), size):
        yield seq[i:i + size]
def running_mean(values):
    total = 0
    for i, v in enumerate(values, 1):
        total += v
        yield total / i
data = list(range(1, 11))
print(list(chunked(data, 3)))
print([round(m, 2) for m in running_mean(data)])
gen = (x * x for x in data if x % 2)
print(next(gen), next(gen), sum(gen))
if (n := len(data)) > 5:
    print(f"long list of {n}")
print(any(x > 9 for x in data), all(x > 0 for x in data), list(zip(data[:3], "abc", strict=True)))
print(list(map(str, filter(lambda v: v % 4 == 0, data))), dict(enumerate("xyz", start=1)))
