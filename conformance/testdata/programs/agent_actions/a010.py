# An agent-style code action (written for this corpus in the style of GPT-4o
# CodeAgent steps; final_answer is a plain function here, as krait's is a tool).
import random
random.seed(42)
trials = 20000
inside = 0
for _ in range(trials):
    x, y = random.random(), random.random()
    if x * x + y * y <= 1:
        inside += 1
estimate = 4 * inside / trials
print(f"Estimated pi after {trials} trials: {estimate}")
rolls = [random.randint(1, 6) + random.randint(1, 6) for _ in range(1000)]
print("Most common sum:", max(set(rolls), key=rolls.count))
print(random.choice(["red", "green", "blue"]), random.sample(range(100), 5))
