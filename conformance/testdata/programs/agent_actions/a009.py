# An agent-style code action (written for this corpus in the style of GPT-4o
# CodeAgent steps; final_answer is a plain function here, as krait's is a tool).
def final_answer_(*args, **kwargs):
    print("FINAL_ANSWER", *args, **kwargs)
import statistics
temps = [22.1, 23.4, 19.8, 25.0, 24.2, 21.7, 20.9, 26.3, 23.8, 22.6]
print("mean:", round(statistics.mean(temps), 3))
print("median:", statistics.median(temps))
print("stdev:", round(statistics.stdev(temps), 4))
print("quantiles:", [round(q, 2) for q in statistics.quantiles(temps, n=4)])
hot_days = [i + 1 for i, t in enumerate(temps) if t > statistics.mean(temps)]
print("Days above average:", hot_days)
final_answer_(round(max(temps) - min(temps), 2))
